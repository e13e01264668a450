import { createFileRoute } from '@tanstack/react-router'
import { GeneratorPage, generatorHead } from '../components/generator-page.tsx'

export const Route = createFileRoute('/generate-bianchis-blog')({
  head: ({ match }) => generatorHead('bianchis', match.context.config.siteUrl),
  component: () => <GeneratorPage presetId="bianchis" />,
})
