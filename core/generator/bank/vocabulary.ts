/**
 * Trade words the bank uses on purpose that the grammar checker's dictionary lacks; they are added
 * to it, so the spelling check still catches every other word.
 */
export const TRADE_VOCABULARY = [
  'budtender',
  'budtenders',
  'indemnitor',
  'indemnitors',
  'gummies',
  'terpenes',
  'terpene',
  'co-signer',
  'co-signers',
  'balayage',
  'pre-rolls',
  'pre-roll',
]
