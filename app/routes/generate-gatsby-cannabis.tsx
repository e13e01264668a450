import { createFileRoute } from '@tanstack/react-router'
import { GeneratorPage } from '../components/generator-page.tsx'
import { generatorHead } from '../lib/head.ts'

export const Route = createFileRoute('/generate-gatsby-cannabis')({
  head: ({ match }) => generatorHead('gatsby-cannabis', match.context.config.siteUrl),
  component: () => <GeneratorPage presetId="gatsby-cannabis" />,
})
