import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components'
import { plainTextSelectors, render } from '@react-email/render'
import type { ReactNode } from 'react'

/** Who a newsletter is from, shown in every footer (the law in most places asks for the postal address). */
export interface Sender {
  name: string
  postalAddress: string
}

/** One story as a newsletter shows it; every URL absolute. */
export interface MailStory {
  title: string
  url: string
  excerpt: string
  imageUrl: string | null
  byline: string
}

/** A rendered e-mail: HTML and its plain-text part. */
export interface RenderedMail {
  html: string
  text: string
}

// Light by default; clients that honour prefers-color-scheme (Apple Mail, iOS, Outlook.com) switch
// to the dark palette through the classes below, and Gmail's own inversion keeps the contrast.
const DARK_MODE_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .nh-body { background-color: #0f172a !important; }
  .nh-card { background-color: #1e293b !important; }
  .nh-text { color: #e2e8f0 !important; }
  .nh-muted { color: #94a3b8 !important; }
  .nh-link { color: #93c5fd !important; }
}`

const text = { color: '#1e293b', fontSize: '16px', lineHeight: '24px' }
const muted = { color: '#475569', fontSize: '13px', lineHeight: '20px' }

function Layout({
  preview,
  siteName,
  siteUrl,
  footer,
  children,
}: {
  preview: string
  siteName: string
  siteUrl: string
  footer: ReactNode
  children: ReactNode
}) {
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{DARK_MODE_CSS}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body
        className="nh-body"
        style={{ backgroundColor: '#f1f5f9', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0 }}
      >
        <Container
          className="nh-card"
          style={{ backgroundColor: '#ffffff', maxWidth: '600px', padding: '24px', margin: '0 auto' }}
        >
          <Link
            href={siteUrl}
            className="nh-link"
            style={{ color: '#1e3a8a', fontWeight: 700, fontSize: '20px' }}
          >
            {siteName}
          </Link>
          {children}
          <Hr style={{ borderColor: '#cbd5e1', margin: '24px 0' }} />
          {footer}
        </Container>
      </Body>
    </Html>
  )
}

function Story({ story, lead }: { story: MailStory; lead: boolean }) {
  return (
    <Section style={{ marginTop: '24px' }}>
      {story.imageUrl ? (
        <Link href={story.url} className="nh-picture">
          <Img
            src={story.imageUrl}
            alt=""
            width="552"
            style={{ width: '100%', maxWidth: '552px', height: 'auto', borderRadius: '6px' }}
          />
        </Link>
      ) : null}
      <Heading
        as={lead ? 'h1' : 'h2'}
        className="nh-text"
        style={{ color: '#0f172a', fontSize: lead ? '26px' : '20px', lineHeight: lead ? '32px' : '26px' }}
      >
        <Link href={story.url} className="nh-link" style={{ color: '#0f172a', textDecoration: 'none' }}>
          {story.title}
        </Link>
      </Heading>
      <Text className="nh-muted" style={muted}>
        {story.byline}
      </Text>
      {story.excerpt ? (
        <Text className="nh-text" style={text}>
          {story.excerpt}
        </Text>
      ) : null}
      {lead ? (
        <Button
          href={story.url}
          style={{
            backgroundColor: '#1e40af',
            color: '#ffffff',
            borderRadius: '6px',
            padding: '12px 20px',
            fontWeight: 700,
          }}
        >
          Read the full story
        </Button>
      ) : (
        <Link href={story.url} className="nh-link" style={{ color: '#1e40af', fontWeight: 700 }}>
          Read the story
        </Link>
      )}
    </Section>
  )
}

function NewsletterFooter({ sender, unsubscribeUrl }: { sender: Sender; unsubscribeUrl: string }) {
  return (
    <>
      <Text className="nh-muted" style={muted}>
        You receive this because you subscribed to the {sender.name} newsletter and confirmed your address.{' '}
        <Link href={unsubscribeUrl} className="nh-link" style={{ color: '#1e40af' }}>
          Unsubscribe
        </Link>{' '}
        with one click, no sign-in needed.
      </Text>
      <Text className="nh-muted" style={muted}>
        {sender.name}, {sender.postalAddress}
      </Text>
    </>
  )
}

// The text part: headlines as written (not upper-cased), a picture's link left out (its story's
// headline links to the same page).
const TEXT_SELECTORS = [
  ...plainTextSelectors,
  { selector: 'h1', options: { uppercase: false } },
  { selector: 'h2', options: { uppercase: false } },
  { selector: 'a.nh-picture', format: 'skip' },
]

async function renderBoth(element: ReactNode): Promise<RenderedMail> {
  const [html, plain] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions: { selectors: TEXT_SELECTORS } }),
  ])
  return { html, text: plain }
}

/** A newsletter of one post (`stories` has one) or a digest (several, newest first). */
export function renderNewsletter(options: {
  sender: Sender
  siteUrl: string
  intro?: string
  stories: MailStory[]
  unsubscribeUrl: string
}): Promise<RenderedMail> {
  const { sender, stories } = options
  const lead = stories.length === 1
  return renderBoth(
    <Layout
      preview={lead ? (stories[0]?.excerpt ?? '') : (options.intro ?? '')}
      siteName={sender.name}
      siteUrl={options.siteUrl}
      footer={<NewsletterFooter sender={sender} unsubscribeUrl={options.unsubscribeUrl} />}
    >
      {options.intro ? (
        <Text className="nh-text" style={text}>
          {options.intro}
        </Text>
      ) : null}
      {stories.map((story) => (
        <Story key={story.url} story={story} lead={lead} />
      ))}
    </Layout>,
  )
}

/** The confirmation e-mail of a sign-up: one link, valid for `hours`, and what to do if it was not you. */
export function renderConfirmation(options: {
  sender: Sender | { name: string; postalAddress: string | null }
  siteUrl: string
  confirmUrl: string
  hours: number
}): Promise<RenderedMail> {
  const { sender } = options
  return renderBoth(
    <Layout
      preview={`Confirm your subscription to the ${sender.name} newsletter`}
      siteName={sender.name}
      siteUrl={options.siteUrl}
      footer={
        sender.postalAddress ? (
          <Text className="nh-muted" style={muted}>
            {sender.name}, {sender.postalAddress}
          </Text>
        ) : null
      }
    >
      <Heading as="h1" className="nh-text" style={{ color: '#0f172a', fontSize: '24px' }}>
        Confirm your subscription
      </Heading>
      <Text className="nh-text" style={text}>
        Someone, we hope you, asked to receive the {sender.name} newsletter at this address. Nothing will be
        sent until you confirm.
      </Text>
      <Button
        href={options.confirmUrl}
        style={{
          backgroundColor: '#1e40af',
          color: '#ffffff',
          borderRadius: '6px',
          padding: '12px 20px',
          fontWeight: 700,
        }}
      >
        Confirm my subscription
      </Button>
      <Text className="nh-muted" style={muted}>
        The link works once, for {options.hours} hours. If you did not ask for this, ignore this e-mail: the
        address will be forgotten in a week.
      </Text>
    </Layout>,
  )
}
