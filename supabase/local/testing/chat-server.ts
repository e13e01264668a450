import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { composeChecked } from '../../../core/generator/generate.ts'
import { parseGenerateBlogInput } from '../../../core/generator/input.ts'
import type { GenerateBlogInput } from '../../../core/generator/types.ts'
import { toPostHtml } from '../../../core/posts/markdown.ts'
import { toPlainText } from '../../../core/posts/text.ts'

/*
 * A stand-in for a third-party OpenAI-compatible chat-completions server, for tests: real HTTP on
 * loopback, port 0. Its 'model' writes each requested section from the built-in composer's article
 * for the same input (so a well-behaved model's article passes the checks), and each path of the
 * URL picks a behaviour:
 *   /good      every answer as asked
 *   /fix       the first draft carries a script, an event handler and an invented licence; the
 *              fix round answers the clean article
 *   /stubborn  every answer, fixes included, carries a script
 *   /error     HTTP 500
 *   /silent    never answers (for time limits)
 * Requests are recorded for assertions.
 */

export interface ChatRequest {
  path: string
  authorization?: string
  body: { model: string; messages: { role: string; content: string }[]; seed?: number }
}

export interface ChatServer {
  /** The endpoint URL for a behaviour: `${base}/good/v1/chat/completions`. */
  url(behaviour: 'good' | 'fix' | 'stubborn' | 'error' | 'silent'): string
  requests: ChatRequest[]
  close(): Promise<void>
}

const BAD = '<script>alert(1)</script><p onclick="steal()">Fully licensed and insured since 1990.</p>'

const completion = (content: string) =>
  JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] })

async function readBody(request: IncomingMessage): Promise<string> {
  let body = ''
  for await (const chunk of request) body += chunk
  return body
}

/** The reference article's sections by heading text ('' for an opening without one). */
function sectionsOf(content: string): Map<string, string> {
  const sections = new Map<string, string>()
  for (const part of content.split(/(?=<h2[\s>])/i)) {
    const heading = /<h2[^>]*>([\s\S]*?)<\/h2>/i.exec(part)?.[1]
    sections.set(heading ? toPlainText(heading) : '', part)
  }
  return sections
}

/** Starts the stand-in for one generator input; seed is the composer seed the caller uses. */
export async function startChatServer(input: GenerateBlogInput, seed = 0): Promise<ChatServer> {
  const reference = composeChecked(parseGenerateBlogInput(input), seed)
  const requests: ChatRequest[] = []
  const open = new Set<import('node:http').ServerResponse>()
  const server: Server = createServer(async (request, response) => {
    const body = JSON.parse(await readBody(request)) as ChatRequest['body']
    const path = request.url ?? ''
    requests.push({
      path,
      ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
      body,
    })
    const behaviour = path.split('/')[1]
    if (behaviour === 'silent') {
      open.add(response)
      return
    }
    if (behaviour === 'error') {
      response
        .writeHead(500, { 'content-type': 'application/json' })
        .end('{"error":{"message":"overloaded"}}')
      return
    }
    // The composer writes Markdown; the stand-in answers each section as a model would, in HTML.
    const article = toPostHtml((await reference).content)
    const prompt = body.messages.at(-1)?.content ?? ''
    const fixing = prompt.includes('This article failed these checks')
    const heading = /Write the section "(.*)"\.\n/.exec(prompt)?.[1]
    let answer = fixing
      ? article
      : (sectionsOf(article).get(heading === '(opening)' ? '' : (heading ?? '')) ?? '')
    const dirty = behaviour === 'stubborn' || (behaviour === 'fix' && !fixing)
    if (dirty && fixing) answer = answer.replace(/<\/h2>/, `</h2>${BAD}`)
    else if (dirty && heading === '(opening)') answer = `${BAD}${answer}`
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(completion(`\`\`\`html\n${answer}\n\`\`\``))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: (behaviour) => `${base}/${behaviour}/v1/chat/completions`,
    requests,
    close: async () => {
      for (const response of open) response.destroy()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
