/**
 * Claims only the owner can make, by family. The composer never writes one that the owner's own
 * words do not back, and the quality report names any that reach an article (a model's, an edited
 * one): a made-up statement about a paying client's business is the worst thing a post can say.
 */
export const CLAIM_FAMILIES = {
  credentials:
    /\b(licen[cs]ed|licen[cs]es?|insured|insurance|bonded|certified|certifications?|accredited|award-winning|awards?)\b/gi,
  experience:
    /\b(since \d{4}|founded in \d{4}|\d+\+? years|decades|years of experience|experienced|veteran|seasoned)\b/gi,
  staff: /\b(trained|training|qualified|skilled|specialists? remember|remembers? your name|hand-picked)\b/gi,
  reputation:
    /\b(reputation|loyal following|trusted by|trusted|favou?rites?|famous|renowned|well[- ]known|beloved|go-to|word of mouth|warm welcome)\b/gi,
  customers:
    /\b((?:customers|clients|patients|guests|families|locals|people|readers|visitors|travel(?:l)?ers|couples|owners|students)(?: \w+)? (?:often |usually |always |regularly |keep )?(?:mention|say|praise|love|rave|recommend|come back|return|ask for|choose|trust|prefer)s?)\b|\bby name\b|\brepeat (?:customers|clients|business)\b/gi,
  reviews:
    /\b(reviews?|reviewed|testimonials?|rated|ratings?|\d(?:\.\d)?[- ]stars?|five[- ]star|top[- ]rated|stars)\b/gi,
  rank: /\b(best in|number one|#1|near the top|top of the list|top spot|leading|premier|popular|popularity|most trusted|expert|experts|unmatched|unbeatable|rarely are|national chains)\b/gi,
  guarantees:
    /\b(guarantee[ds]?|guaranteed|warrant(?:y|ies)|make (?:it|things|that) right|satisfaction|money[- ]back|no questions asked|promise[sd]?)\b/gi,
  locations: /\b(locations|branches|offices|stores|shops) (?:in|across|around|throughout)\b/gi,
  website:
    /\b(?:website|site|web page|page) (?:has|offers|includes|lists|features|shows|explains|covers)\b|\bon (?:its|their|the [\w’'-]+) (?:website|site)\b/gi,
  prices:
    /(\$\s?\d[\d,.]*|\b(?:prices?|pricing|priced|quotes?|estimates?|free of charge|discounts?|affordable|cheap|cheapest|fair pric\w*|lowest pric\w*|fees?|costs? (?:less|nothing))\b)/gi,
} as const

export type ClaimFamily = keyof typeof CLAIM_FAMILIES

/** A claim found in a text: its family and the words that make it, lower-cased. */
export interface Claim {
  family: ClaimFamily
  phrase: string
}

/** Claims in a text, family by family, in order of appearance within each family. */
export function findClaims(text: string): Claim[] {
  const found: Claim[] = []
  for (const [family, pattern] of Object.entries(CLAIM_FAMILIES) as [ClaimFamily, RegExp][]) {
    for (const match of text.matchAll(pattern))
      found.push({ family, phrase: match[0].toLowerCase().replace(/\s+/g, ' ') })
  }
  return found
}

/** Whether a text makes any claim. */
export function makesClaim(text: string): boolean {
  return findClaims(text).length > 0
}

/**
 * Whether the owner's words back a claim: the phrase itself was given, or every number in it was
 * ('founded in 1987' is backed by a year founded of 1987; '$45' by a price of $45), or the claim
 * is about locations and the owner gave more than one.
 */
function backed(claim: Claim, given: string, locationCount: number): boolean {
  if (given.includes(claim.phrase)) return true
  if (claim.family === 'locations') return locationCount > 1
  const numbers = claim.phrase.match(/\d[\d,.]*/g)
  if (numbers?.every((number) => given.includes(number.replace(/[.,]$/, '')))) return true
  // Talk of 'prices' is backed by any price the owner gave; quotes, discounts or 'affordable' only
  // by those words.
  if (claim.family === 'prices' && /^pric(e|es|ing)$/.test(claim.phrase))
    return /\$\s?\d|\bprices?\b/.test(given)
  return false
}

/**
 * Claims in the article that the owner's own words do not back, as 'phrase' strings.
 * @example unbackedClaims('Fully insured since 1998.', 'Founded 1998') // ['insured']
 */
export function unbackedClaims(article: string, ownerText: string, locationCount = 1): string[] {
  const given = ownerText.toLowerCase()
  return [
    ...new Set(
      findClaims(article)
        .filter((claim) => !backed(claim, given, locationCount))
        .map((claim) => claim.phrase),
    ),
  ]
}

/** Whether a sentence the composer wants to write makes a claim the owner's words do not back. */
export function refusesClaim(sentence: string, ownerText: string, locationCount = 1): boolean {
  return unbackedClaims(sentence, ownerText, locationCount).length > 0
}
