import { createFileRoute } from '@tanstack/react-router'
import { CustomGeneratorPage } from '../components/custom-generator-page.tsx'
import { buildToolHead } from '../lib/head.ts'

export const Route = createFileRoute('/generate-custom')({
  head: ({ match }) =>
    buildToolHead('Custom business post generator', '/generate-custom', match.context.config.siteUrl),
  component: CustomGeneratorPage,
})
