import { createFileRoute } from '@tanstack/react-router'
import { GeneratorPage } from '../components/generator-page.tsx'
import { generatorHead } from '../lib/head.ts'

export const Route = createFileRoute('/generate-balboa-fun-tours')({
  head: ({ match }) => generatorHead('balboa-fun-tours', match.context.config.siteUrl),
  component: () => <GeneratorPage presetId="balboa-fun-tours" />,
})
