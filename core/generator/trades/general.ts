import type { Trade } from './trade.ts'

/** Any business no trade file matches: neutral words, no trade sentences. */
export const GENERAL: Trade = {
  id: 'general',
  pattern: /$^/g,
  kind: 'company',
  team: 'specialists',
  client: 'customers',
  category: 'Business',
  serviceAlias: 'this kind of work',
}

/** Health businesses stay general in wording but are a 'practice' filed under Health & Wellness. */
export const HEALTH_PATTERN =
  /\b(dental|dentist\w*|health\w*|clinic|therap\w*|chiropract\w*|medical|wellness|fitness|yoga|massage|physical)\b/i
