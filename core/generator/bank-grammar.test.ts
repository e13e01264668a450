import { describe, expect, it } from 'vitest'
import './compose.ts'
import { bankPools, createPool, type Pool } from './template.ts'
import { lintBank } from './test-support/bank-lint.ts'
import { TOURS } from './trades/tours.ts'

/** One line per failing finding: the template, the finding and the filled sentence. */
const lines = (lint: Awaited<ReturnType<typeof lintBank>>): string[] =>
  lint.failures.map(
    (failure) =>
      `${failure.template}: ${failure.finding.kind}: ${failure.finding.message} [${failure.sentence}]`,
  )

/*
 * The grammar check at generation time trusts every sentence a bank template wrote and lints only
 * the seams where the article's own values meet the template's words (grammar-check.ts). That trust
 * is earned here: every wording of every template, filled with representative values for every
 * trade, passes harper.js with the same rules and failing kinds.
 */
describe('the template bank, linted ahead of time', () => {
  it('has no failing finding and no hint in any wording of any template, for any trade', async () => {
    const lint = await lintBank(bankPools())
    expect(lint.templates).toBeGreaterThan(700)
    expect(lines(lint)).toEqual([])
    // No hints either: the quality report counts hints only in what it lints at generation time.
    expect(lint.hints).toEqual({})
  }, 600_000)

  it('fails when a trade file gains a sentence with an error, naming the template', async () => {
    const own = TOURS.pool?.templates ?? []
    const [bad] = createPool('family.tours.new', [
      '[Most|Many] {client} say the sunset trip could of been longer.',
    ]).templates
    // The tours file with one more sentence, as a trade file's pool is linted: with its own words.
    const pool: Pool = { id: 'family.tours', templates: [...own, ...(bad ? [bad] : [])] }
    const lint = await lintBank([pool], [{ ...TOURS, pool }])
    expect(own.length).toBeGreaterThan(10)
    expect(lines(lint)).toEqual([
      expect.stringMatching(
        /^family\.tours\.new:0: WordChoice: .*\[Most guests say the sunset trip could of/,
      ),
      expect.stringMatching(
        /^family\.tours\.new:0: WordChoice: .*\[Many guests say the sunset trip could of/,
      ),
    ])
  }, 120_000)
})
