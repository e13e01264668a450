import { createPool, type Pool } from '../template.ts'
import type { Intent } from '../topic.ts'

/** A question template and the answer sentences that follow it, one single-template pool each, in order. */
export interface FaqTemplate {
  id: string
  question: Pool
  answer: readonly Pool[]
  /** The templates' own words, to tell whether a trade question bears on the topic. */
  text: string
}

/** A trade or bank question with its answer sentences. */
export const faq = (id: string, question: string, answer: string[]): FaqTemplate => ({
  id,
  question: createPool(`faq.${id}.q`, [question]),
  answer: answer.map((text, index) => createPool(`faq.${id}.a${index}`, [text])),
  text: [question, ...answer].join(' '),
})

/** Always asked: where the business is. `{locationList}` names every location's address. */
export const FAQ_WHERE = faq('where', '[Where is|Where can I find] {business}?', [
  '{business} [serves|welcomes] {client} {locationList}.',
  '[Call {phone} for directions|Call {phone} before you visit], [especially|particularly] around holidays when hours can change.',
])
/**
 * Always asked: who to call about the subject, worded by the article's intent, so two articles on
 * one subject (its cost, its checklist) do not ask the same first question.
 */
const START_ANSWER = [
  'Call {phone} and [explain what you need|describe what you are looking for]; it is the [easiest|quickest] way to start.',
  'The {team} at {business} will [walk you through|explain] [the next steps|what happens next] and answer any questions [along the way|on the spot].',
]
export const FAQ_START: Readonly<Record<Intent, FaqTemplate>> = {
  guide: faq('start', 'Who should I call about {subject} in {city}?', START_ANSWER),
  'how-to': faq('start-how', 'When should I call a pro about {subject}?', START_ANSWER),
  checklist: faq('start-list', 'Where do I start with {subject} in {city}?', START_ANSWER),
  cost: faq('start-cost', 'Who can give me a quote for {subject} in {city}?', START_ANSWER),
  comparison: faq('start-compare', 'Who can help me decide between {optionA} and {optionB}?', START_ANSWER),
  seasonal: faq('start-season', 'Who should I call about {subject} this {season}?', START_ANSWER),
  problems: faq('start-problem', 'Who should I call when {subject} gives trouble?', START_ANSWER),
  questions: faq('start-questions', 'Who can answer more questions about {subject} in {city}?', START_ANSWER),
  announcement: faq('start-news', 'How do I find out more about {subject}?', START_ANSWER),
}

/**
 * Asked when the article is long enough; chosen at random. Each names the topic's subject, so two
 * articles of one business on different topics do not ask the same questions.
 */
export const FAQ_OPTIONAL: readonly FaqTemplate[] = [
  faq('cost', '(-bail) How much does help with {subject} cost in {city}?', [
    '[Prices|Costs] depend on [the details|what you need], so {business} [gives|provides] [a clear quote|clear pricing] [before work begins|up front].',
    '[Feel free to ask|Ask] about [options|different options] [to fit your budget|at different price points].',
  ]),
  faq('area', 'Can {business} help with {subject} outside {city}?', [
    'Yes. {business} [welcomes|serves] {client} from {cities} and [nearby communities|the surrounding area], and [the trip|a short drive] is [often|usually] [worth it|well worth it].',
  ]),
  faq('why', 'Why choose {business} for {subject}?', [
    '[Clear communication|Straight answers], [careful|skilled] work and [local knowledge|deep roots in {city}] [set {business} apart|make {business} stand out].',
    '[Many|Plenty of] {client} [say|find] the [experience|service] feels [personal|friendly] from [the first call|start to finish].',
  ]),
  faq('hours', 'When can I reach {business} about {subject}?', [
    'Hours can change with the seasons and around holidays, so [call {phone}|check the website] [before you head over|before visiting].',
    'The {team} are [happy|glad] to confirm [availability|times] [over the phone|when you call].',
  ]),
  faq('search', 'Is {business} a good fit if I need help with {subject}?', [
    '[For many people, yes|Yes, for many people]. {business} [focuses on|offers] {service} across {cities} and is [easy to reach|quick to respond].',
    '[A quick call|One call] to {phone} is the [best|simplest] way to [find out|learn] whether [it is the right fit|the fit is right].',
  ]),
  faq('questions', 'Can I ask {business} about {subject} before I decide?', [
    '[Absolutely|Of course]. [Questions are welcome|The team welcomes questions], and nobody will pressure you to [commit|decide] [on the call|right away].',
  ]),
  faq('prepare', 'What should I have ready before I call about {subject}?', [
    '[A short description of|A few notes on] [what you need|your goals], [your schedule|your availability] and [any questions|the questions you want answered] [make the call quicker|help the conversation go smoothly].',
  ]),
  faq('first', '(-bail) What happens after I contact {business} about {subject}?', [
    'Expect a [friendly|relaxed] [welcome|greeting] and a [short|quick] conversation about [what you need|your goals] before [anything begins|anything else happens].',
    'The {team} [explain|lay out] [the options|each step] [clearly|in plain language], so [nothing comes as a surprise|you always know what is next].',
  ]),
]

export const FAQ_HEADING = createPool('faq.h2', [
  'Frequently Asked Questions About {business}',
  '{business}: Frequently Asked Questions',
  'Common Questions About {title:service} at {business}',
  'Frequently Asked Questions About {title:service} in {cityName}',
])
