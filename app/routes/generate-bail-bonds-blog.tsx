import { createFileRoute } from '@tanstack/react-router'
import { GeneratorPage, generatorHead } from '../components/generator-page.tsx'

export const Route = createFileRoute('/generate-bail-bonds-blog')({
  head: ({ match }) => generatorHead('bail-bonds', match.context.config.siteUrl),
  component: () => <GeneratorPage presetId="bail-bonds" />,
})
