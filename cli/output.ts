import ora, { type Ora } from 'ora'

/** How a command talks: human lines and spinners on a terminal, one JSON document with --json. */
export interface Output {
  json: boolean
  /** Starts a spinner around long work (only on a terminal, never with --json). */
  spin(text: string): Ora | undefined
  /** Shows progress of long work: the spinner's text on a terminal, else a line on stderr. */
  progress(spinner: Ora | undefined, text: string): void
  /** Ends long work: the spinner succeeds or fails with the message, else the message is a line. */
  finish(spinner: Ora | undefined, ok: boolean, message: string): void
  /** A line for people (suppressed with --json). */
  line(text: string): void
  /** The command's result: printed as JSON with --json, else by the human lines already written. */
  result(value: unknown): void
}

/**
 * Whether a spinner can redraw itself: on a terminal that reports its width. A terminal reporting
 * 0 columns would make ora count infinitely many lines to clear and flood the output.
 */
function canSpin(): boolean {
  return Boolean(process.stderr.isTTY) && (process.stderr.columns ?? 80) > 0
}

/** Output for a command run with or without --json. */
export function createOutput(options: { json?: boolean }): Output {
  const json = options.json ?? false
  return {
    json,
    spin: (text) => (json || !canSpin() ? undefined : ora({ text, stream: process.stderr }).start()),
    progress: (spinner, text) => {
      if (spinner) spinner.text = text
      else if (!json) process.stderr.write(`${text}\n`)
    },
    finish: (spinner, ok, message) => {
      if (spinner) {
        if (ok) spinner.succeed(message)
        else spinner.fail(message)
      } else if (!json && ok) process.stdout.write(`${message}\n`)
    },
    line: (text) => {
      if (!json) process.stdout.write(`${text}\n`)
    },
    result: (value) => {
      if (json) process.stdout.write(`${JSON.stringify(value, null, 2)}\n`)
    },
  }
}

/** Parses a whole number within bounds, or throws a usage message naming the option. */
export function parseWholeNumber(name: string, min: number, max: number): (value: string) => number {
  return (value) => {
    const number = Number(value)
    if (!/^\d+$/.test(value) || number < min || number > max) {
      throw new Error(`${name} must be a whole number from ${min} to ${max}.`)
    }
    return number
  }
}
