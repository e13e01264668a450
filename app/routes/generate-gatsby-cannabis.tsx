import { createFileRoute } from '@tanstack/react-router'
import { GeneratorPage } from '../components/generator-page.tsx'
import { generatorHead, loadGeneratorTool } from '../lib/head.ts'

export const Route = createFileRoute('/generate-gatsby-cannabis')({
  loader: () => loadGeneratorTool('gatsby-cannabis'),
  head: ({ match, loaderData }) => generatorHead(loaderData, match.context.config.siteUrl),
  component: () => <GeneratorPage presetId="gatsby-cannabis" />,
})
