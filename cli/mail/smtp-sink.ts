import type { AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A message the sink received, parsed, with the envelope's recipients. */
export interface ReceivedMail {
  to: string[]
  mail: ParsedMail
}

/**
 * A real SMTP server on a loopback port for tests and benchmarks (smtp-server + mailparser): it
 * accepts every message, or answers with `reject(rcpt)`'s code, and keeps each one parsed. No mail
 * leaves the machine.
 */
export async function startSmtpSink(
  options: {
    /** A reply code for a recipient (such as 451 or 550), or nothing to accept. */
    reject?: (recipient: string) => number | undefined
    /** Keep parsed messages (default true); a benchmark only counts them. */
    parse?: boolean
    /** Called after each accepted message. */
    onMessage?: (count: number) => void
    /** Waits this long before accepting each message (a slow server, for kill tests). */
    delayMs?: number
  } = {},
): Promise<{ url: string; received: ReceivedMail[]; count: () => number; stop: () => Promise<void> }> {
  const received: ReceivedMail[] = []
  let count = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = options.reject?.(address.address)
      if (code === undefined) return callback()
      const error = Object.assign(new Error(`Refused ${address.address}`), { responseCode: code })
      callback(error)
    },
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address)
      if (options.parse === false) {
        stream.on('data', () => {})
        stream.on('end', () => {
          count += 1
          options.onMessage?.(count)
          callback()
        })
        return
      }
      simpleParser(stream).then(
        (mail) => {
          received.push({ to, mail })
          count += 1
          options.onMessage?.(count)
          if (options.delayMs) setTimeout(() => callback(), options.delayMs)
          else callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  // A sender killed mid-session (the resume tests kill one with SIGKILL) resets its connection;
  // the sink only counts what it accepted, so a dropped client is not an error of the test.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', () => listening()))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    count: () => count,
    stop: () => new Promise<void>((closed) => server.close(() => closed())),
  }
}
