/**
 * `newshub generate` through the real CLI (bin/newshub.js in a child process) on an embedded data
 * folder: the owner's facts from flags and from a --facts file, clear one-line errors, and a language
 * model (a stand-in OpenAI-compatible server on loopback) with progress lines and the fallback notice.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { BRIEF_INPUTS } from '../../core/generator/fixtures/briefs.ts'
import { toPlainText } from '../../core/posts/text.ts'
import { startLocalStack } from '../../supabase/local/index.ts'
import { type ChatServer, startChatServer } from '../../supabase/local/testing/chat-server.ts'
import { type CliRun, NEWSHUB_BIN, runNewshub } from '../testing.ts'

let dataDir: string
let chat: ChatServer

/** Runs `newshub` as a user would, with no standard input and no model configured in the environment. */
function newshub(args: string[]): Promise<CliRun> {
  return runNewshub(args, dataDir, { env: { NEWSHUB_LLM_URL: undefined } })
}

/** A business with a topic brief: the facts come from a --facts file, the rest from flags. */
const INPUT = BRIEF_INPUTS.piano
const { businessName, locations, keywords, backlink, topic, ...FACTS } = INPUT
const BUSINESS_FLAGS = () => [
  'generate',
  '--business',
  businessName,
  '--location',
  `${locations[0]?.address} | ${locations[0]?.phone}`,
  '--keyword',
  keywords.join(','),
  '--backlink',
  backlink,
  '--topic',
  topic,
  '--facts',
  join(dataDir, 'brief.json'),
  '--dry-run',
]

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 })

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'newshub-generate-'))
  const stack = await startLocalStack({ dataDir, port: 0, seed: false })
  await stack.stop()
  writeFileSync(join(dataDir, 'brief.json'), JSON.stringify(FACTS))
  chat = await startChatServer(INPUT)
})
afterAll(async () => {
  await chat.close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('newshub generate with the owner’s facts', () => {
  it('writes the facts given as flags, word for word', async () => {
    const run = await newshub([
      ...BUSINESS_FLAGS(),
      '--json',
      '--service',
      'Standard tuning|A fine tuning of every string at pitch.|$150',
      '--service',
      'Action regulation|Keys, hammers and dampers adjusted so the touch is even.|from $300',
      '--hours',
      'Mon-Fri 8am-5pm',
      '--founded',
      '1987',
      '--service-area',
      'Washtenaw County',
      '--difference',
      'Shoe covers on every visit',
    ])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const text = toPlainText(JSON.parse(run.stdout).post.content)
    for (const fact of [
      'Action regulation',
      'Keys, hammers and dampers adjusted so the touch is even',
      'from $300',
      'Mon-Fri 8am-5pm',
      '1987',
      'Washtenaw County',
      'Shoe covers on every visit',
      'Michigan humidity swings move the soundboard',
      'How long does a tuning take?',
    ])
      expect(text).toContain(fact)
  })

  it('reads the facts from a --facts file, a flag winning over the file', async () => {
    const file = join(dataDir, 'facts.json')
    writeFileSync(file, JSON.stringify({ ...FACTS, hours: 'Daily 7am-9pm', yearFounded: 2004 }))
    const flags = BUSINESS_FLAGS()
    flags.splice(flags.indexOf('--facts'), 2)
    const run = await newshub([...flags, '--json', '--facts', file, '--hours', 'Mon-Sat 8am-6pm'])
    expect(run.code).toBe(0)
    const text = toPlainText(JSON.parse(run.stdout).post.content)
    expect(text).toContain('Mon-Sat 8am-6pm')
    expect(text).not.toContain('Daily 7am-9pm')
    expect(text).toContain('2004')
  })

  it('says in one line what is wrong with a fact and exits non-zero', async () => {
    const cases: [string[], string][] = [
      [['--faq', 'Do you work weekends?'], '--faq needs "Question|Answer"; got "Do you work weekends?".'],
      [['--founded', 'last year'], 'Year founded must be a four-digit year, such as 1998.'],
      [
        ['--facts', join(dataDir, 'missing.json')],
        `Cannot read the facts file ${join(dataDir, 'missing.json')}: no such file.`,
      ],
      [
        Array.from({ length: 11 }, (_, index) => ['--faq', `Question ${index}?|Yes.`]).flat(),
        'Questions must be a list of at most 10, each with a question and an answer.',
      ],
      [['--llm-url', 'localhost:8080'], '--llm-url (NEWSHUB_LLM_URL) must be an http(s) URL'],
      // --point replaces the file's key points; one point is too little to write a post from.
      [
        ['--point', 'Tune a home piano at least once a year.'],
        'Failed to generate blog post: The facts and key points carry about',
      ],
    ]
    for (const [flags, message] of cases) {
      const run = await newshub([...BUSINESS_FLAGS(), ...flags])
      expect(run.code).not.toBe(0)
      expect(run.stderr).toContain(message)
      // One line of error (a run that reached the backend first says which data folder it used).
      expect(
        run.stderr
          .trim()
          .split('\n')
          .filter((line) => !line.startsWith('Data folder:')),
      ).toHaveLength(1)
    }
  })
})

describe('newshub generate with a language model', () => {
  it('shows each section as the model writes it and prints the model’s article', async () => {
    const run = await newshub([...BUSINESS_FLAGS(), '--llm-url', chat.url('good'), '--llm-model', 'local'])
    expect(run.code).toBe(0)
    expect(run.stderr).toContain('Planning the outline')
    expect(run.stderr).toMatch(/Writing section 1 of \d+/)
    expect(run.stderr).toContain('Checking the article')
    expect(run.stderr).not.toContain('Notice:')
    // Stored and printed as the Markdown the owner edits (the model answered in HTML).
    expect(run.stdout).toMatch(/^## .+$/m)
    expect(run.stdout).not.toMatch(/<h2>/)
    expect(chat.requests.some((request) => request.body.model === 'local')).toBe(true)
  })

  it('stops at once on Ctrl-C while it waits on a model that never answers, releasing the data folder', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NEWSHUB_DATA_DIR: dataDir }
    const child = spawn(
      process.execPath,
      [NEWSHUB_BIN, ...BUSINESS_FLAGS(), '--llm-url', chat.url('silent')],
      {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let stderr = ''
    const waiting = new Promise<void>((resolve) => {
      child.stderr.on('data', (chunk) => {
        stderr += chunk
        if (stderr.includes('Planning the outline')) resolve()
      })
    })
    const exited = new Promise<[number | null, string | null]>((resolve) =>
      child.on('close', (code, signal) => resolve([code, signal])),
    )
    await waiting
    // What a terminal sends on Ctrl-C. Ignored, the request would wait out its 180 s timeout and the
    // composer would then write the post (exit 0).
    child.kill('SIGINT')
    const [code, signal] = await exited
    expect(code === 130 || signal === 'SIGINT').toBe(true)
    expect(stderr).not.toMatch(/\n\s+at /)
    const next = await newshub(['posts', 'list', '--json'])
    expect(next.code).toBe(0)
  })

  it('falls back to the composer with a clear notice when the endpoint fails', async () => {
    const run = await newshub([...BUSINESS_FLAGS(), '--json', '--llm-url', chat.url('error')])
    expect(run.code).toBe(0)
    expect(run.stderr).toContain(
      'Notice: The language model answered HTTP 500. The built-in composer wrote this post instead.',
    )
    const result = JSON.parse(run.stdout)
    expect(result.notice).toContain('HTTP 500')
    expect(result.post.content).toContain('1208 Packard St, Ann Arbor, MI 48104')
  })
})

describe('newshub generate saving a post', () => {
  it('prints the post’s page score, the one the editor’s report gives the saved post', async () => {
    const run = await newshub(BUSINESS_FLAGS().filter((flag) => flag !== '--dry-run'))
    expect(run.code).toBe(0)
    const id = /\/newsroom\/([0-9a-f-]{36})\n/.exec(run.stdout)?.[1]
    expect(id).toBeDefined()
    const report = JSON.parse((await newshub(['posts', 'show', id ?? '', '--json'])).stdout).report
    const problems = report.checks
      .filter((check: { status: string }) => check.status !== 'pass')
      .map((check: { name: string }) => check.name)
    expect(run.stdout).toContain(
      `\nSEO score ${report.score}%${problems.length ? ` (to improve: ${problems.join(', ')})` : ''}\n`,
    )
  })
})
