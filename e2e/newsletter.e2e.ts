/**
 * The newsletter in Chromium against a real SMTP server on loopback (smtp-server + mailparser):
 * the owner is told nothing can be sent, configures SMTP in the newsroom; a reader signs up in the
 * footer, confirms from the e-mail's link; the owner previews, tests and sends a post; the reader
 * leaves with the e-mail's unsubscribe link, without signing in.
 */
import type { ParsedMail } from 'mailparser'
import { NEWSLETTER_PAGES } from '../cli/mail/pages.ts'
import { startSmtpSink } from '../cli/mail/smtp-sink.ts'
import { POSTAL_MISSING, SMTP_MISSING } from '../core/newsletter/messages.ts'
import { waitForHydration } from './support/browser.ts'
import { expect, OWNER, test } from './support/fixtures.ts'

let sink: Awaited<ReturnType<typeof startSmtpSink>>
test.beforeAll(async () => {
  sink = await startSmtpSink()
})
test.afterAll(async () => {
  await sink?.stop()
})

const READER = 'pat.reader@readers.example'

/** The mails one address received, waiting (the server's mailer runs every few seconds) for `count`. */
async function mailsTo(address: string, count: number): Promise<ParsedMail[]> {
  await expect
    .poll(() => sink.received.filter((message) => message.to.includes(address)).length, { timeout: 60_000 })
    .toBe(count)
  return sink.received.filter((message) => message.to.includes(address)).map((message) => message.mail)
}

function link(mail: ParsedMail, path: string): string {
  const found = new RegExp(`https?://[^\\s]+${path}\\?token=[A-Za-z0-9_.-]+`).exec(mail.text ?? '')?.[0]
  if (!found) throw new Error(`no ${path} link in the mail`)
  return found
}

test('a reader confirms, receives the post the owner sends, and unsubscribes from the e-mail', async ({
  site,
  page,
  owner,
  browser,
}) => {
  test.setTimeout(240_000)
  await owner.signIn('/newsroom/subscribers')
  await expect(page.getByRole('alert').filter({ hasText: SMTP_MISSING })).toBeVisible()

  await page.getByText('Mail settings', { exact: true }).click()
  await page.getByLabel('SMTP URL (smtp://user:password@host:587)').fill(sink.url)
  await page.getByLabel('From address').fill('news@newshub.example')
  await page.getByRole('button', { name: 'Save mail settings' }).click()
  await expect(page.getByRole('alert').filter({ hasText: POSTAL_MISSING })).toBeVisible()
  await page.getByLabel('Postal address').fill('1500 Test Avenue, Detroit, MI 48226')
  await page.getByRole('button', { name: 'Save mail settings' }).click()
  await expect(page.getByRole('alert').filter({ hasText: POSTAL_MISSING })).toBeHidden()

  // The reader, in a browser context of their own.
  const readerContext = await browser.newContext()
  const reader = await readerContext.newPage()
  await reader.goto(`${site.url}/`)
  await waitForHydration(reader)
  const form = reader.getByRole('form', { name: 'Newsletter' })
  await form.getByLabel('Email address').fill(READER)
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(form.getByRole('status')).toHaveText(
    'Check your inbox to confirm your subscription to the NewsHub newsletter.',
  )
  const [confirmation] = await mailsTo(READER, 1)
  await reader.goto(link(confirmation as ParsedMail, '/newsletter/confirm'))
  await reader.getByRole('button', { name: 'Confirm my subscription' }).click()
  await expect(reader.getByRole('status')).toHaveText(NEWSLETTER_PAGES.confirmed)

  await page.reload()
  await expect(page.getByText('0 pending, 1 confirmed, 0 unsubscribed')).toBeVisible()
  const title = await page.getByLabel('Post to send').locator('option:checked').innerText()
  await page.getByRole('button', { name: 'Preview' }).click()
  await expect(
    page.frameLocator('iframe[title="Newsletter preview"]').getByRole('heading', { name: title }),
  ).toBeVisible()

  await page.getByRole('button', { name: 'Send a test to me' }).click()
  const [testMail] = await mailsTo(OWNER.email, 1)
  expect(testMail?.subject).toBe(`[Test] ${title}`)
  expect(sink.received.filter((message) => message.to.includes(READER))).toHaveLength(1)

  await page.getByRole('button', { name: 'Send to subscribers' }).click()
  await page
    .getByRole('dialog', { name: 'Send the newsletter?' })
    .getByRole('button', { name: 'Send' })
    .click()
  const [, newsletter] = await mailsTo(READER, 2)
  expect(newsletter?.subject).toBe(title)
  expect(newsletter?.text).toContain('1500 Test Avenue, Detroit, MI 48226')

  await reader.goto(link(newsletter as ParsedMail, '/newsletter/unsubscribe'))
  await reader.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(reader.getByRole('status')).toHaveText(NEWSLETTER_PAGES.unsubscribed)
  await readerContext.close()

  // Sent 1, unsubscribed after 1 (the send's row is settled once the mailer has recorded it).
  const row = page.getByRole('row').filter({ hasText: title }).filter({ hasText: 'post' })
  await expect(async () => {
    await page.reload()
    await expect(page.getByText('0 pending, 0 confirmed, 1 unsubscribed')).toBeVisible({ timeout: 5_000 })
    await expect(row.getByRole('cell').nth(4)).toHaveText('1', { timeout: 5_000 })
    await expect(row.getByRole('cell').nth(7)).toHaveText('1', { timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
})
