import { BAIL_BONDS } from './bail-bonds.ts'
import { CANNABIS_DISPENSARY } from './cannabis-dispensary.ts'
import { GENERAL, HEALTH_PATTERN } from './general.ts'
import { HAIR_SALON } from './hair-salon.ts'
import { TOURS } from './tours.ts'
import type { Trade } from './trade.ts'

export type { Trade } from './trade.ts'

/** Every trade, most specific first; a new trade is one file here and one entry in this list. */
export const TRADES: readonly Trade[] = [BAIL_BONDS, CANNABIS_DISPENSARY, HAIR_SALON, TOURS, GENERAL]

/** Every trade's extra dictionary words, for the grammar checker. */
export const TRADE_VOCABULARY: readonly string[] = TRADES.flatMap((trade) => trade.vocabulary ?? [])

/**
 * The trade whose words occur most often in the business name, keywords and topic; ties go to the
 * earlier trade and no match at all to the general one.
 */
export function detectTrade(text: string): Trade {
  let best = GENERAL
  let bestCount = 0
  for (const trade of TRADES) {
    const count = text.match(trade.pattern)?.length ?? 0
    if (count > bestCount) {
      best = trade
      bestCount = count
    }
  }
  return best === GENERAL && HEALTH_PATTERN.test(text)
    ? { ...best, kind: 'practice', category: 'Health & Wellness' }
    : best
}
