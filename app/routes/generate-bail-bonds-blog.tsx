import { createFileRoute } from '@tanstack/react-router'
import { GeneratorPage } from '../components/generator-page.tsx'
import { generatorHead } from '../lib/head.ts'

export const Route = createFileRoute('/generate-bail-bonds-blog')({
  head: ({ match }) => generatorHead('bail-bonds', match.context.config.siteUrl),
  component: () => <GeneratorPage presetId="bail-bonds" />,
})
