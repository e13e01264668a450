import { createPool } from '../template.ts'

/** The closing section's required sentence: how to reach the business. */
export const CTA_LEAD = createPool('cta.lead', [
  '[Ready to get started|Ready to take the next step]? Call {business} at {phoneList}.',
  'The [simplest|easiest] next step is a [quick|short] call: {business} [answers|can be reached] at {phoneList}.',
  '[To talk to someone today|To speak with the team], call {business} at {phoneList}.',
])
export const CTA_LEAD_NO_PHONE = createPool('cta.leadNoPhone', [
  '[Ready to get started|Ready to take the next step]? [Reach out to|Contact] {business} [today|this week].',
  'The [simplest|easiest] next step is to [get in touch with|contact] {business} [today|this week].',
])

export const CTA_BODY = createPool('cta.body', [
  'Whether you live in {city} or [nearby|a nearby town], {business} is [ready|happy] to help.',
  '[A short conversation|One short call] is [usually|often] [all it takes|enough] to find out whether {business} [is the right fit|fits what you need].',
  '[There is no pressure|No pressure|Nobody rushes you] at {business}: [bring your questions|ask your questions|ask anything], [take your time|think it over|sleep on it] and decide when [you are ready|it suits you|the time is right].',
  'Having the right people for {service} on your side [makes life easier|is worth a lot], and it starts with a [simple|single] [call|conversation].',
  'Thank you for reading, and we hope this guide makes your [choice|decision] about {service} in {city} [a little easier|easier].',
  '{city} is home to [plenty of|many] [good|fine] businesses, and {business} has earned [its place among them|a spot near the top of the list].',
  '[Save|Bookmark] this guide [for later|for when you need it], or [share it with|pass it along to] [a friend|someone] in {city} who [could use|might need] {service}.',
  '(-bail,cannabis) [Openings|Spots] for {service} [can fill|fill] [quickly|fast] [during busy seasons|around the holidays], so [reach out early|do not wait too long].',
  '[Hometown|Local|Neighborhood] businesses [grow|thrive] through [word of mouth|referrals], so if {business} [does right by you|helps you|earns it], [spread the word|tell a friend|pass the name along].',
  'For {service} in {city}, [there are options|you have options], and {business} [is a strong one|makes a strong case].',
  'From the first call to the [finish|last detail|final handshake], {business} [aims|works|tries] to [make the process easy|keep things simple|keep things clear] for {client}.',
  '[When you call|When you get in touch|Before you call], [have your questions ready|keep your notes handy|jot down your questions] and the team at {business} will [take it from there|do the rest|handle the rest].',
])

export const CTA_HEADING = createPool('cta.h2', [
  'Get Started With {business}',
  'Contact {business} Today',
  'Next Steps With {business}',
  'Ready to Talk About {title:service}?',
  'Reaching the Team in {cityName}',
  'How to Get Started in {cityName}',
])
