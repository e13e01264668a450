import { Link } from '@tanstack/react-router'
import { BRAND, COPYRIGHT_YEAR } from '../../core/constants.ts'
import { COMPANY_LINKS, FOOTER_CATEGORIES, TERMS_LINK } from '../../core/data/categories.ts'
import { SITE_CONTACT } from '../../core/data/site.ts'
import { NewsletterForm } from './newsletter-form.tsx'
import { SiteLink } from './site-link.tsx'

/** The site footer: contact details, category, directory and company links, newsletter, terms. */
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
            <li>
              <Link to="/directory" className="hover:text-white">
                Local Service Directory
              </Link>
            </li>
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
          <p className="mt-2 text-sm">
            <Link to="/alerts" className="underline hover:text-white">
              Story alerts on this device
            </Link>
          </p>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-5 text-xs sm:flex-row sm:justify-between">
          <p>
            © {COPYRIGHT_YEAR} {BRAND}. All rights reserved.
          </p>
          <p>
            By using this site you agree to our{' '}
            <Link
              to="/$page"
              params={{ page: TERMS_LINK.path.slice(1) }}
              className="underline hover:text-white"
            >
              {TERMS_LINK.name}
            </Link>{' '}
            and{' '}
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
