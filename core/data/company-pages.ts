import { COMPANY_LINKS, TERMS_LINK } from './categories.ts'
import { SITE_CONTACT } from './site.ts'

/** A footer company page: a heading, a summary and sections of plain paragraphs. */
export interface CompanyPage {
  slug: string
  title: string
  summary: string
  sections: readonly { heading: string; paragraphs: readonly string[] }[]
}

const PAGES: Record<string, Omit<CompanyPage, 'slug' | 'title'>> = {
  'About Us': {
    summary: 'NewsHub is an independent newsroom covering Michigan and the national stories that reach it.',
    sections: [
      {
        heading: 'What we do',
        paragraphs: [
          'We report on the cities, schools, businesses and neighbourhoods of Southeast Michigan and beyond, and we explain the national news that lands on Michigan kitchen tables.',
          'Alongside the news, our directory helps readers find trusted local services in ten Michigan cities, from plumbers in Detroit to restaurants in Grand Rapids.',
        ],
      },
      {
        heading: 'How we work',
        paragraphs: [
          'Our reporting is independent of our advertisers. Posts written with or about a local business are labelled with that business and link to it, so readers always know who is speaking.',
          'When we get something wrong we correct it promptly and say so at the foot of the story.',
        ],
      },
      {
        heading: 'Read anywhere',
        paragraphs: [
          'NewsHub installs on your phone like an app and keeps the newest stories on your device, so you can keep reading on the train or in a dead zone.',
        ],
      },
    ],
  },
  'Our Team': {
    summary: 'A small team of editors, reporters and engineers based in Detroit.',
    sections: [
      {
        heading: 'The newsroom',
        paragraphs: [
          'Our editors set the day’s coverage and check every story before it runs. Our reporters cover local government, business, health, lifestyle and sports across the region.',
          'Contributors from the communities we cover write for us too: teachers, small-business owners, coaches and neighbours.',
        ],
      },
      {
        heading: 'The product team',
        paragraphs: [
          'Our engineers build the site, the offline reading app and the tools our editors use. We care about pages that load fast on a phone and work without a signal.',
        ],
      },
    ],
  },
  Careers: {
    summary: 'Help us build the best local news site in Michigan.',
    sections: [
      {
        heading: 'Working at NewsHub',
        paragraphs: [
          'We are a small team, so everyone’s work reaches readers quickly. We offer flexible hours, a Detroit office near Campus Martius and the chance to shape a growing newsroom.',
        ],
      },
      {
        heading: 'How to apply',
        paragraphs: [
          `We do not have open roles listed right now, but we always want to hear from reporters, editors and engineers who love local news. Write to ${SITE_CONTACT.email} with a short note and examples of your work.`,
        ],
      },
    ],
  },
  Advertise: {
    summary: 'Reach readers across Southeast Michigan and the Great Lakes State.',
    sections: [
      {
        heading: 'Partner with us',
        paragraphs: [
          'Local businesses can appear in our city and service directory and in clearly labelled sponsored posts that link back to their own websites.',
          'Every sponsored post names the business it is about. We never disguise advertising as news.',
        ],
      },
      {
        heading: 'Get in touch',
        paragraphs: [
          `Call ${SITE_CONTACT.phone} or write to ${SITE_CONTACT.email} and our team will send rates and audience figures.`,
        ],
      },
    ],
  },
  Contact: {
    summary: 'News tips, corrections, questions and feedback are all welcome.',
    sections: [
      {
        heading: 'Reach the newsroom',
        paragraphs: [
          `Email: ${SITE_CONTACT.email}`,
          `Phone: ${SITE_CONTACT.phone}`,
          `Mail: ${SITE_CONTACT.address}`,
        ],
      },
      {
        heading: 'Corrections',
        paragraphs: [
          'If you see an error in a story, tell us which story and what is wrong. An editor reviews every request.',
        ],
      },
    ],
  },
  'Terms of Service': {
    summary: 'The plain terms on which NewsHub offers its stories, directory and newsletter.',
    sections: [
      {
        heading: 'Reading and sharing',
        paragraphs: [
          'NewsHub is free to read. You may share links to our stories and quote short passages with credit to NewsHub; republishing whole stories needs our written permission.',
        ],
      },
      {
        heading: 'Sponsored stories and the directory',
        paragraphs: [
          'Stories written with or for a local business are labelled Sponsored. The directory lists businesses to help you find them; we do not vouch for their work, prices or licences, so check them as you would any business.',
        ],
      },
      {
        heading: 'Newsletter and quote requests',
        paragraphs: [
          'When you subscribe or ask for a quote, give details that are yours and true. We use them only for what you asked, as our Privacy Policy explains.',
        ],
      },
      {
        heading: 'Corrections and contact',
        paragraphs: [
          `We correct mistakes promptly and say so in the story. Questions about these terms go to ${SITE_CONTACT.email}.`,
        ],
      },
    ],
  },
  'Privacy Policy': {
    summary: 'What NewsHub collects, why, and what we never do with it.',
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [
          'Reading NewsHub needs no account. Stories you read are kept in your own browser so they work offline; they never leave your device.',
          'If you subscribe to our newsletter we keep your e-mail address to send it, and nothing else. If you ask a business for a quote, we keep your name, contact and request to pass them on.',
        ],
      },
      {
        heading: 'How we count visits',
        paragraphs: [
          'To know which stories are read and to show the businesses we write about what their pages bring, each page tells our own server that it was viewed: its address, the site that linked to it, the campaign named in the link, and whether it was read on a phone, a tablet or a computer. We also count clicks on a business’s website or phone number, quote requests, newsletter sign-ups and stories saved for later. A story read offline is counted when your device is back online.',
          'We use no cookies and keep no identifier on your device. To count visitors rather than visits, our server combines your IP address and browser name with a random value that is thrown away at the end of each day; the IP address itself is never stored, and yesterday’s visitors cannot be recognised today. No other company receives any of it.',
          'If your browser sends Do Not Track or Global Privacy Control, nothing is counted. Single events are deleted after 30 days; only daily totals are kept.',
        ],
      },
      {
        heading: 'What we never do',
        paragraphs: [
          'We do not sell personal information, and the site loads no third-party trackers, analytics, fonts or advertising scripts.',
        ],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          `You can unsubscribe from the newsletter at any time, clear the offline copies from your browser settings, or write to ${SITE_CONTACT.email} to ask what we hold about you.`,
        ],
      },
    ],
  },
}

/** The six footer company pages and the terms, at /{slug}. */
export const COMPANY_PAGES: readonly CompanyPage[] = [...COMPANY_LINKS, TERMS_LINK].map((link) => ({
  slug: link.path.slice(1),
  title: link.name,
  ...(PAGES[link.name] as Omit<CompanyPage, 'slug' | 'title'>),
}))

/** Finds a company page by its slug, or undefined. */
export function findCompanyPage(slug: string): CompanyPage | undefined {
  return COMPANY_PAGES.find((page) => page.slug === slug)
}
