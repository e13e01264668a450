import {
  findGeneratorPreset,
  GENERATOR_PRESETS,
  type GenerateBlogInput,
  GeneratorInputError,
  parseGenerateBlogInput,
} from '../../core/generator/index.ts'
import { postPatch } from '../../core/newsroom/actions.ts'
import {
  type DuplicateMatch,
  describeDuplicates,
  findLikelyDuplicates,
} from '../../core/newsroom/duplicates.ts'
import { newsroomEditorPath } from '../../core/newsroom/paths.ts'
import { invokeFunction } from '../../core/owner/call-result.ts'
import { type GeneratedArticle, runGeneratorFlow, toGeneratedPost } from '../../core/owner/generator-flow.ts'
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
}

/** The generator input from a preset name or from the flags ('address | phone' per --location). */
export function readGeneratorInput(preset: string | undefined, options: GenerateOptions): GenerateBlogInput {
  if (preset) {
    const found = findGeneratorPreset(preset)
    if (!found) {
      throw new UsageError(
        `Unknown preset '${preset}'. Presets: ${GENERATOR_PRESETS.map((p) => p.id).join(', ')}.`,
      )
    }
    return found.input
  }
  if (!options.business)
    throw new UsageError('Give a preset or --business, --location, --keyword, --backlink and --topic.')
  const locations = (options.location ?? []).map((text) => {
    const [address = '', phone = ''] = text.split('|').map((part) => part.trim())
    return { address, phone }
  })
  try {
    return parseGenerateBlogInput({
      businessName: options.business,
      locations,
      keywords: (options.keyword ?? []).flatMap((keyword) => keyword.split(',')),
      backlink: options.backlink ?? '',
      topic: options.topic ?? '',
      ...(options.words !== undefined ? { wordCount: Number(options.words) } : {}),
    })
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
  const output = createOutput(options)
  await withBackend(options, 'newshub generate', async (backend) => {
    const spinner = output.spin(
      `Generating a ${input.wordCount ?? 3000}-word post for ${input.businessName}...`,
    )
    if (options.dryRun) {
      const generated = await invokeFunction<GeneratedArticle>(backend.client, 'generate-blog', input)
      spinner?.stop()
      if (generated.error) throw new Error(`Failed to generate blog post: ${generated.error.message}`)
      const post = toGeneratedPost(input, generated.data, 'detailed')
      output.line(`# ${post.title}\n\n${post.meta_description ?? ''}\n\n${post.content}`)
      output.result({ saved: false, post })
      return
    }
    let slug = ''
    let duplicates: DuplicateMatch[] = []
    const outcome = await runGeneratorFlow('detailed', input, {
      generate: (body) => invokeFunction<GeneratedArticle>(backend.client, 'generate-blog', body),
      save: async (post) => {
        // Looked up before saving, so a re-run is told about the copy it is about to make.
        duplicates = findLikelyDuplicates(post, await readDuplicateCandidates(backend.client))
        const row = options.publish ? { ...post, ...postPatch('publish', new Date()) } : post
        const { data, error } = await backend.client.from('blog_posts').insert(row).select('id,slug').single()
        if (error) return { data: null, error: { message: error.message } }
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
    })
  })
}
