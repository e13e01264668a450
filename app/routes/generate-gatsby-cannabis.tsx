import { createFileRoute } from '@tanstack/react-router'
import { GeneratorPage, generatorHead } from '../components/generator-page.tsx'

export const Route = createFileRoute('/generate-gatsby-cannabis')({
  head: ({ match }) => generatorHead('gatsby-cannabis', match.context.config.siteUrl),
  component: () => <GeneratorPage presetId="gatsby-cannabis" />,
})
