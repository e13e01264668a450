import { createFileRoute } from '@tanstack/react-router'
import { GeneratorPage } from '../components/generator-page.tsx'
import { generatorHead, loadGeneratorTool } from '../lib/head.ts'

export const Route = createFileRoute('/generate-balboa-fun-tours')({
  loader: () => loadGeneratorTool('balboa-fun-tours'),
  head: ({ match, loaderData }) => generatorHead(loaderData, match.context.config.siteUrl),
  component: () => <GeneratorPage presetId="balboa-fun-tours" />,
})
