/**
 * Claims only the owner can make: licences, insurance, certifications, awards, years in business,
 * prices, ratings, guarantees and superlatives. The composer's templates must never make them (the
 * writer refuses a sentence that does), and the quality report flags any the input does not back.
 */
const CLAIM =
  /\b(licen[cs]ed|licen[cs]es?|insured|insurance|bonded|certified|certifications?|accredited|award-winning|awards?|guarantee[ds]?|guaranteed|warrant(?:y|ies)|since \d{4}|founded in \d{4}|\d+\+? years|decades|years of experience|experienced|veteran|rated|ratings?|\d(?:\.\d)?[- ]stars?|five[- ]star|top[- ]rated|best in|number one|#1|\$\s?\d[\d,.]*|fair pric\w*|lowest pric\w*|cheapest|reputation|loyal following|trusted by|favou?rites?|famous|renowned|leading|premier|expert|experts)\b/gi

/** Claim phrases in a text, lower-cased, in order of appearance. */
export function findClaims(text: string): string[] {
  return [...text.matchAll(CLAIM)].map((match) => match[0].toLowerCase())
}

/** Whether a text makes any claim. */
export function makesClaim(text: string): boolean {
  CLAIM.lastIndex = 0
  const found = CLAIM.test(text)
  CLAIM.lastIndex = 0
  return found
}

/**
 * Claims in the article that the owner's own words do not back: a claim phrase is backed when it
 * appears in the text the owner gave (facts, services, questions and answers, the business name).
 * @example unbackedClaims('Fully insured since 1998.', 'Founded 1998') // ['insured', 'since 1998']
 */
export function unbackedClaims(article: string, ownerText: string): string[] {
  const given = ownerText.toLowerCase()
  // 'founded in 1987' is backed by a year founded of 1987: every number in the claim was given.
  const numbersGiven = (claim: string) => {
    const numbers = claim.match(/\d[\d,.]*/g)
    return numbers?.every((number) => given.includes(number)) ?? false
  }
  return [...new Set(findClaims(article))].filter((claim) => !given.includes(claim) && !numbersGiven(claim))
}
