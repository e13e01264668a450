import { createPool } from '../template.ts'

/*
 * Headings of the sections every article has (introduction, services, locations, reasons, choosing,
 * questions, next steps). Each names the topic's subject, so two articles for one business on
 * different topics do not share their headings.
 */

export const OUTLINE_INTRO = createPool('outline.intro.h2', [
  '{title:head} in {cityName}: Where to Begin',
  'Why {title:head} Is Worth Your Time',
  'An Introduction to {title:head}',
  '{title:head}: The Short Version',
])
export const OUTLINE_SERVICES = createPool('outline.services.h2', [
  'How {business} Helps With {title:head}',
  'Services From {business} for {title:head}',
  'Where {business} Fits Into {title:head}',
])
export const OUTLINE_FACTS = createPool('outline.facts.h2', [
  'What {business} Offers for {title:head}',
  '{business} at a Glance, for {title:head}',
])
export const OUTLINE_LOCATIONS = createPool('outline.locations.h2', [
  'Where to Go in {cityName} for {title:head}',
  '{title:head} Near You: Addresses and Phones',
  'Finding {business} for {title:head}',
])
export const OUTLINE_WHY = createPool('outline.why.h2', [
  'Why Work With {business} on {title:head}',
  'What Sets {business} Apart for {title:head}',
])
export const OUTLINE_CHOOSE = createPool('outline.choose.h2', [
  'Choosing Help With {title:head}',
  'How to Pick the Right Help for {title:head}',
])
export const OUTLINE_FAQ = createPool('outline.faq.h2', [
  '{title:head}: Your Questions Answered',
  'Frequently Asked Questions About {title:head}',
])
export const OUTLINE_CLOSING = createPool('outline.closing.h2', [
  'Next Steps for {title:head}',
  'Ready to Get Started With {title:head}?',
  'Taking the First Step With {title:head}',
])
