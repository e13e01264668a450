import { createFileRoute } from '@tanstack/react-router'
import { GENERATOR_PRESETS } from '../../core/generator/presets.ts'
import { OwnerGate } from '../components/owner-gate.tsx'
import { buildToolHead } from '../lib/head.ts'

export const Route = createFileRoute('/login')({
  head: ({ match }) => buildToolHead('Owner sign-in', '/login', match.context.config.siteUrl),
  component: LoginPage,
})

function LoginPage() {
  return (
    <OwnerGate title="Owner sign-in">
      {() => (
        <nav aria-label="Owner tools" className="mt-6">
          <p className="text-slate-700">You are signed in. Your tools:</p>
          <ul className="mt-3 list-disc space-y-1 pl-5">
            <li>
              <a href="/newsroom" className="text-blue-800 underline">
                Newsroom
              </a>{' '}
              (posts, drafts, the trash and newsletter subscribers)
            </li>
            <li>
              <a href="/seo-dashboard" className="text-blue-800 underline">
                SEO Health Dashboard
              </a>
            </li>
            {GENERATOR_PRESETS.map((preset) => (
              <li key={preset.id}>
                <a href={preset.route} className="text-blue-800 underline">
                  {preset.label}
                </a>
              </li>
            ))}
            <li>
              <a href="/generate-custom" className="text-blue-800 underline">
                Custom business post generator
              </a>
            </li>
            <li>
              <a href="/fix-backlinks" className="text-blue-800 underline">
                Backlink Fixer
              </a>
            </li>
            <li>
              <a href="/leads" className="text-blue-800 underline">
                Quote Requests
              </a>
            </li>
            <li>
              <a href="/analytics" className="text-blue-800 underline">
                Reader analytics
              </a>
            </li>
          </ul>
        </nav>
      )}
    </OwnerGate>
  )
}
