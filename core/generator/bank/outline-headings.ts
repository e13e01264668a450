import { createPool } from '../template.ts'

/*
 * Headings of the sections every article has (introduction, services, locations, reasons, choosing,
 * questions, next steps). Each names the topic's subject with the article's angle (`focus`), so two
 * articles for one business on different topics do not share their headings.
 */

export const OUTLINE_INTRO = createPool('outline.intro.h2', [
  '{title:focus} in {cityName}: Where to Begin',
  'Why {title:focus} Is Worth Your Time',
  'An Introduction to {title:focus}',
  '{title:focus}: The Short Version',
])
export const OUTLINE_SERVICES = createPool('outline.services.h2', [
  'How {business} Helps With {title:focus}',
  'Services From {business} for {title:focus}',
  'Where {business} Fits Into {title:focus}',
])
export const OUTLINE_FACTS = createPool('outline.facts.h2', [
  'What {business} Offers for {title:focus}',
  '{business} at a Glance, for {title:focus}',
])
export const OUTLINE_LOCATIONS = createPool('outline.locations.h2', [
  'Where to Go in {cityName} for {title:focus}',
  '{title:focus} Near You: Addresses and Phones',
  'Finding {business} for {title:focus}',
])
export const OUTLINE_WHY = createPool('outline.why.h2', [
  'Why Work With {business} on {title:focus}',
  'What Sets {business} Apart for {title:focus}',
])
export const OUTLINE_CHOOSE = createPool('outline.choose.h2', [
  'Choosing Help With {title:focus}',
  'How to Pick the Right Help for {title:focus}',
])
export const OUTLINE_FAQ = createPool('outline.faq.h2', [
  '{title:focus}: Your Questions Answered',
  'Frequently Asked Questions About {title:focus}',
])
export const OUTLINE_CLOSING = createPool('outline.closing.h2', [
  'Next Steps for {title:focus}',
  'Ready to Get Started With {title:focus}?',
  'Taking the First Step With {title:focus}',
])
