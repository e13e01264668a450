import { Link } from '@tanstack/react-router'
import { BRAND, COPYRIGHT_YEAR } from '../../core/constants.ts'
import { COMPANY_LINKS, FOOTER_CATEGORIES } from '../../core/data/categories.ts'
import { SITE_CONTACT, SOCIAL_LINKS } from '../../core/data/site.ts'
import { NewsletterForm } from './newsletter-form.tsx'
import { SiteLink } from './site-link.tsx'

/** The site footer: contact details, category and company links, newsletter, social links. */
export function Footer() {
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-xl font-extrabold text-white">{BRAND}</p>
          <p className="mt-3 text-sm">{SITE_CONTACT.tagline}</p>
          <address className="mt-4 space-y-1 text-sm not-italic">
            <p>{SITE_CONTACT.address}</p>
            <p>
              Phone: <a href={`tel:${SITE_CONTACT.phone.replace(/[^\d+]/g, '')}`}>{SITE_CONTACT.phone}</a>
            </p>
            <p>
              Email: <a href={`mailto:${SITE_CONTACT.email}`}>{SITE_CONTACT.email}</a>
            </p>
          </address>
        </div>
        <nav aria-label="Footer categories">
          <h2 className="font-semibold text-white">Categories</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {FOOTER_CATEGORIES.map((link) => (
              <li key={link.path}>
                <SiteLink href={link.path} className="hover:text-white">
                  {link.name}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Company">
          <h2 className="font-semibold text-white">Company</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {COMPANY_LINKS.map((link) => (
              <li key={link.path}>
                <Link to="/$page" params={{ page: link.path.slice(1) }} className="hover:text-white">
                  {link.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">Newsletter</h2>
          <p className="mt-3 text-sm">The day's top Michigan stories in your inbox every morning.</p>
          <NewsletterForm />
          <ul className="mt-5 flex gap-4 text-sm" aria-label="Social media">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.name}>
                <a href={link.href} className="hover:text-white">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-5 text-xs sm:flex-row sm:justify-between">
          <p>
            © {COPYRIGHT_YEAR} {BRAND}. All rights reserved.
          </p>
          <p>
            By using this site you agree to our Terms of Service and{' '}
            <Link to="/$page" params={{ page: 'privacy-policy' }} className="underline hover:text-white">
              Privacy Policy
            </Link>
            .
          </p>
        </div>
      </div>
    </footer>
  )
}
