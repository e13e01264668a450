/**
 * Bounds on the regular expressions of `match` and `imatch` filters (decision 030). Postgres's
 * regular expressions run on the one database thread: a back-reference pattern such as
 * `(.*)(.*)(.*)\1\2\3z` runs until the statement timeout, a lookahead such as `(?=.*a)(?=.*b).*z`
 * takes seconds on a few posts, and a nested bounded repetition such as `(.{1,255}){1,255}z` makes
 * PGlite lose its session (the thread must be restarted). Every reader waits meanwhile. Hosted
 * Supabase runs the same patterns on a Postgres that can cancel them; this server refuses them
 * before they reach the database.
 *
 * The checks read Postgres's advanced regular expression syntax (ARE) just far enough to see
 * groups, bracket expressions, escapes and quantifiers. What they refuse:
 * - patterns longer than MAX_PATTERN_LENGTH characters;
 * - back-references (`\1` to `\9`);
 * - lookahead and lookbehind (`(?=`, `(?!`, `(?<=`, `(?<!`), embedded options (`(?i)`) and
 *   directors (`***:`); only `(?:` groups are read;
 * - a quantifier on a group that already holds one (`(a+)*`, `(.{1,9}){1,9}`);
 * - a bound `{m,n}` above MAX_REPEAT, or bounds adding up past MAX_REPEAT_TOTAL (each copies the
 *   automaton Postgres builds).
 * Anything else Postgres itself judges, as before (an invalid pattern is its 2201B error).
 */

export const MAX_PATTERN_LENGTH = 128
export const MAX_REPEAT = 50
export const MAX_REPEAT_TOTAL = 200

interface Frame {
  /** Whether a quantifier appears anywhere inside this group. */
  quantified: boolean
}

type Atom = { kind: 'none' } | { kind: 'simple' } | { kind: 'group'; quantified: boolean }

const BOUND = /^\{(\d+)(?:,(\d*))?\}/

/** Why the pattern is refused, as a sentence for the error's details; undefined when it may run. */
export function regexRefusal(pattern: string): string | undefined {
  if (pattern.length > MAX_PATTERN_LENGTH)
    return `regular expressions may be at most ${MAX_PATTERN_LENGTH} characters long on this server`
  if (pattern.startsWith('***')) return 'regular expression directors (***) are not allowed on this server'
  const frames: Frame[] = [{ quantified: false }]
  let atom: Atom = { kind: 'none' }
  let repeatTotal = 0
  let index = 0
  while (index < pattern.length) {
    const char = pattern[index] as string
    const frame = frames[frames.length - 1] as Frame
    if (char === '\\') {
      const next = pattern[index + 1] ?? ''
      if (/[1-9]/.test(next)) return 'back-references (\\1 to \\9) are not allowed on this server'
      atom = { kind: 'simple' }
      index += 2
      continue
    }
    if (char === '[') {
      index = skipBracket(pattern, index)
      atom = { kind: 'simple' }
      continue
    }
    if (char === '(') {
      if (pattern[index + 1] === '?') {
        if (pattern[index + 2] !== ':')
          return 'lookahead, lookbehind and embedded options ((?=, (?!, (?<, (?i)) are not allowed on this server'
        index += 3
      } else index += 1
      frames.push({ quantified: false })
      atom = { kind: 'none' }
      continue
    }
    if (char === ')') {
      if (frames.length > 1) {
        const closed = frames.pop() as Frame
        const parent = frames[frames.length - 1] as Frame
        parent.quantified ||= closed.quantified
        atom = { kind: 'group', quantified: closed.quantified }
      } else atom = { kind: 'simple' }
      index += 1
      continue
    }
    const bound = char === '{' ? BOUND.exec(pattern.slice(index)) : null
    if (char === '*' || char === '+' || char === '?' || bound) {
      if (atom.kind === 'group' && atom.quantified)
        return 'a quantifier on a group that holds a quantifier (such as (a+)*) is not allowed on this server'
      if (bound) {
        const low = Number(bound[1])
        const high = bound[2] === undefined || bound[2] === '' ? low : Number(bound[2])
        const largest = Math.max(low, high)
        if (largest > MAX_REPEAT) return `repetition bounds may be at most {${MAX_REPEAT}} on this server`
        repeatTotal += largest
        if (repeatTotal > MAX_REPEAT_TOTAL)
          return `repetition bounds may add up to at most ${MAX_REPEAT_TOTAL} on this server`
        index += bound[0].length
      } else index += 1
      // A non-greedy quantifier (*?, +?, ??, {m,n}?) is still one quantifier.
      if (pattern[index] === '?') index += 1
      frame.quantified = true
      // Quantifying the quantified atom again (a**) is Postgres's own error.
      atom = { kind: 'simple' }
      continue
    }
    atom = char === '|' || char === '^' || char === '$' ? { kind: 'none' } : { kind: 'simple' }
    index += 1
  }
  return undefined
}

/** The index after the bracket expression that starts at `start` (`[^]a-z[:alpha:]\]]`). */
function skipBracket(pattern: string, start: number): number {
  let index = start + 1
  if (pattern[index] === '^') index += 1
  if (pattern[index] === ']') index += 1
  while (index < pattern.length) {
    const char = pattern[index]
    if (char === ']') return index + 1
    if (char === '\\') {
      index += 2
      continue
    }
    if (char === '[' && /[:.=]/.test(pattern[index + 1] ?? '')) {
      const close = pattern.indexOf(`${pattern[index + 1]}]`, index + 2)
      index = close === -1 ? pattern.length : close + 2
      continue
    }
    index += 1
  }
  return index
}
