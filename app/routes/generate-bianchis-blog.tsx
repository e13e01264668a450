import { createFileRoute } from '@tanstack/react-router'
import { GeneratorPage } from '../components/generator-page.tsx'
import { generatorHead } from '../lib/head.ts'

export const Route = createFileRoute('/generate-bianchis-blog')({
  head: ({ match }) => generatorHead('bianchis', match.context.config.siteUrl),
  component: () => <GeneratorPage presetId="bianchis" />,
})
