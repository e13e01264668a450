import { readFileSync } from 'node:fs'
import {
  type BusinessFacts,
  type ChatProviderConfig,
  findGeneratorPreset,
  GENERATOR_PRESETS,
  type GenerateBlogInput,
  GeneratorInputError,
  generateBlogPost,
  parseGenerateBlogInput,
  readChatProviderConfig,
} from '../../core/generator/index.ts'
import { postPatch } from '../../core/newsroom/actions.ts'
import {
  type DuplicateMatch,
  describeDuplicates,
  findLikelyDuplicates,
} from '../../core/newsroom/duplicates.ts'
import { newsroomEditorPath } from '../../core/newsroom/paths.ts'
import { type CallResult, invokeFunction } from '../../core/owner/call-result.ts'
import { type GeneratedArticle, runGeneratorFlow, toGeneratedPost } from '../../core/owner/generator-flow.ts'
import { describePageScore, type PageScore } from '../../core/seo/page-score.ts'
import { type BackendOptions, withBackend } from '../backend.ts'
import { UsageError } from '../errors.ts'
import { createOutput } from '../output.ts'
import { readDuplicateCandidates } from '../posts-data.ts'

/** Options of `newshub generate`. */
export interface GenerateOptions extends BackendOptions {
  business?: string
  location?: string[]
  keyword?: string[]
  backlink?: string
  topic?: string
  words?: string
  dryRun?: boolean
  /** Publish at once instead of saving a draft. */
  publish?: boolean
  json?: boolean
  siteUrl?: string
  /** 'Name|short description|price' (description and price optional), repeatable. */
  service?: string[]
  hours?: string
  founded?: string
  serviceArea?: string
  /** What sets the business apart, one point per flag. */
  difference?: string[]
  /** 'Question|Answer', repeatable, at most 10. */
  faq?: string[]
  /** A key point of the topic brief, repeatable, at most 12. */
  point?: string[]
  /** A JSON file of facts: {services, hours, yearFounded, serviceArea, differentiators, faqs, keyPoints}. */
  facts?: string
  llmUrl?: string
  llmModel?: string
  llmApiKey?: string
}

const FACT_FIELDS = [
  'services',
  'hours',
  'yearFounded',
  'serviceArea',
  'differentiators',
  'faqs',
  'keyPoints',
] as const

/** The --facts file's facts; a file that cannot be read or is not a JSON object of facts is a usage error. */
function readFactsFile(path: string): BusinessFacts {
  let parsed: unknown
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message
    throw new UsageError(`Cannot read the facts file ${path}: ${reason}.`)
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new UsageError(`The facts file ${path} must hold a JSON object such as {"hours": "Mon-Fri 9-5"}.`)
  const unknown = Object.keys(parsed).filter((key) => !(FACT_FIELDS as readonly string[]).includes(key))
  if (unknown.length > 0)
    throw new UsageError(`Unknown field "${unknown[0]}" in ${path}; facts are ${FACT_FIELDS.join(', ')}.`)
  return parsed as BusinessFacts
}

/** The facts from --facts and the fact flags; a flag wins over the same fact in the file. */
function readFacts(options: GenerateOptions): BusinessFacts {
  const facts: Record<string, unknown> = options.facts ? { ...readFactsFile(options.facts) } : {}
  if (options.service?.length)
    facts.services = options.service.map((text) => {
      const [name = '', description, price] = text.split('|').map((part) => part.trim())
      return { name, ...(description ? { description } : {}), ...(price ? { price } : {}) }
    })
  if (options.faq?.length)
    facts.faqs = options.faq.map((text) => {
      const split = text.indexOf('|')
      if (split < 0) throw new UsageError(`--faq needs "Question|Answer"; got "${text}".`)
      return { question: text.slice(0, split).trim(), answer: text.slice(split + 1).trim() }
    })
  if (options.difference?.length) facts.differentiators = options.difference
  if (options.point?.length) facts.keyPoints = options.point
  if (options.hours !== undefined) facts.hours = options.hours
  if (options.founded !== undefined) facts.yearFounded = options.founded
  if (options.serviceArea !== undefined) facts.serviceArea = options.serviceArea
  return facts as BusinessFacts
}

/**
 * The language model from --llm-url, --llm-model and --llm-api-key (commander fills them from
 * NEWSHUB_LLM_URL, NEWSHUB_LLM_MODEL and NEWSHUB_LLM_API_KEY), or undefined for the built-in composer.
 */
export function readModelOptions(options: GenerateOptions): ChatProviderConfig | undefined {
  try {
    return readChatProviderConfig({
      NEWSHUB_LLM_URL: options.llmUrl,
      NEWSHUB_LLM_MODEL: options.llmModel,
      NEWSHUB_LLM_API_KEY: options.llmApiKey,
    })
  } catch (error) {
    throw new UsageError((error as Error).message.replace('NEWSHUB_LLM_URL', '--llm-url (NEWSHUB_LLM_URL)'))
  }
}

/**
 * The generator input from a preset name or from the flags ('address | phone' per --location),
 * with the owner's facts from --facts and the fact flags added to either.
 */
export function readGeneratorInput(preset: string | undefined, options: GenerateOptions): GenerateBlogInput {
  let base: GenerateBlogInput
  if (preset) {
    const found = findGeneratorPreset(preset)
    if (!found) {
      throw new UsageError(
        `Unknown preset '${preset}'. Presets: ${GENERATOR_PRESETS.map((p) => p.id).join(', ')}.`,
      )
    }
    base = found.input
  } else {
    if (!options.business)
      throw new UsageError('Give a preset or --business, --location, --keyword, --backlink and --topic.')
    base = {
      businessName: options.business,
      locations: (options.location ?? []).map((text) => {
        const [address = '', phone = ''] = text.split('|').map((part) => part.trim())
        return { address, phone }
      }),
      keywords: (options.keyword ?? []).flatMap((keyword) => keyword.split(',')),
      backlink: options.backlink ?? '',
      topic: options.topic ?? '',
      ...(options.words !== undefined ? { wordCount: Number(options.words) } : {}),
    }
  }
  const facts = readFacts(options)
  // A preset without added facts is sent as the generator pages send it.
  if (preset && Object.keys(facts).length === 0) return base
  try {
    return parseGenerateBlogInput({ ...base, ...facts })
  } catch (error) {
    if (error instanceof GeneratorInputError) throw new UsageError(error.message)
    throw error
  }
}

/**
 * `newshub generate`: the generate-blog function, then the post saved as a draft (published with
 * --publish, not saved with --dry-run), as the tool pages do; prints the editor URL and warns when
 * a likely duplicate exists.
 */
export async function runGenerate(preset: string | undefined, options: GenerateOptions): Promise<void> {
  const input = readGeneratorInput(preset, options)
  const model = readModelOptions(options)
  const output = createOutput(options)
  let notice: string | undefined
  // The one page score of the article page the post will have (core/seo/page-score.ts).
  let seo: PageScore | undefined
  await withBackend(options, 'newshub generate', async (backend) => {
    const spinner = output.spin(
      `Generating a ${input.wordCount ?? 3000}-word post for ${input.businessName}...`,
    )
    /*
     * With a language model the CLI writes the post itself, so each step shows on the spinner;
     * without one, the generate-blog function composes it, as the generator pages do.
     */
    const generate = async (body: GenerateBlogInput): Promise<CallResult<GeneratedArticle>> => {
      if (!model) {
        const called = await invokeFunction<GeneratedArticle>(backend.client, 'generate-blog', body)
        seo = called.data?.quality?.seo
        return called
      }
      const post = await generateBlogPost(body, {
        provider: model,
        onProgress: (step) => output.progress(spinner, step.message),
      })
      notice = post.notice
      seo = post.quality.seo
      if (notice) {
        // On stderr even with --json (the JSON result carries it too): the owner must not miss it.
        spinner?.stopAndPersist({ symbol: '!', text: `Notice: ${notice}` })
        if (!spinner) process.stderr.write(`Notice: ${notice}\n`)
        spinner?.start('Finishing...')
      }
      return { data: post, error: null }
    }
    if (options.dryRun) {
      const generated = await generate(input)
      spinner?.stop()
      if (generated.error) throw new Error(`Failed to generate blog post: ${generated.error.message}`)
      const post = toGeneratedPost(input, generated.data, 'detailed')
      output.line(`# ${post.title}\n\n${post.meta_description ?? ''}\n\n${post.content}`)
      output.result({ saved: false, post, ...(notice ? { notice } : {}) })
      return
    }
    let slug = ''
    let duplicates: DuplicateMatch[] = []
    const outcome = await runGeneratorFlow('detailed', input, {
      generate,
      save: async (post, brief) => {
        // Looked up before saving, so a re-run is told about the copy it is about to make.
        duplicates = findLikelyDuplicates(post, await readDuplicateCandidates(backend.client))
        const row = options.publish ? { ...post, ...postPatch('publish', new Date()) } : post
        const { data, error } = await backend.client.from('blog_posts').insert(row).select('id,slug').single()
        if (error) return { data: null, error: { message: error.message } }
        // The brief is kept beside the post, both or neither (as the generator pages do).
        const kept = await backend.client
          .from('post_briefs')
          .insert({ post_id: data.id, brief: { ...brief } })
        if (kept.error) {
          await backend.client.from('blog_posts').delete().eq('id', data.id)
          return { data: null, error: { message: kept.error.message } }
        }
        slug = data.slug
        return { data: { id: data.id as string }, error: null }
      },
    })
    if (!outcome.ok) {
      output.finish(spinner, false, outcome.message)
      throw new Error(outcome.message)
    }
    const site = (options.siteUrl ?? backend.siteUrl ?? 'http://localhost:8080').replace(/\/$/, '')
    // A draft is opened in the newsroom's editor; a published post is read on its article page.
    const url = options.publish ? `${site}/article/${slug}` : `${site}${newsroomEditorPath(outcome.id)}`
    const duplicateWarning = describeDuplicates(duplicates)
    output.finish(spinner, true, outcome.message)
    output.line(options.publish ? url : `Saved as a draft; review and publish it at ${url}`)
    if (seo) output.line(describePageScore(seo))
    if (duplicateWarning) output.line(duplicateWarning)
    output.result({
      saved: true,
      id: outcome.id,
      slug,
      status: options.publish ? 'published' : 'draft',
      url,
      message: outcome.message,
      duplicateWarning,
      duplicates,
      ...(seo ? { seo } : {}),
      ...(notice ? { notice } : {}),
    })
  })
}
