import { createPool, type Pool } from '../template.ts'

/**
 * What the prose knows about one kind of business, kept in one reviewed file per trade under
 * `trades/`. Sentences here state general knowledge of the trade, never a claim about the business
 * (no licences, prices, years or ratings: `claims.ts` refuses those unless the owner gave them).
 * The id doubles as the family tag of bank templates: '(-bail) ...' skips bail agencies.
 */
export interface Trade {
  id: string
  /** Words in the business name, keywords or topic that point to this trade. */
  pattern: RegExp
  /** Used as 'the {kind}'. */
  kind: string
  /** Plural noun for the staff. */
  team: string
  /** Plural noun for the customers. */
  client: string
  /** The post's category (first tag). */
  category: string
  /** Stands in for the service's name once a keyword hidden in it reaches its cap. */
  serviceAlias: string
  /** The trade's own sentences for the topic section. */
  pool?: Pool
  /** Extra sentences for the opening paragraphs of service sections. */
  servicePool?: Pool
  /** h3 headings of the trade's part of a section. */
  heading?: Pool
  /** Questions only this trade is asked; one that shares a word with the topic joins the FAQ. */
  faq?: readonly FaqTemplate[]
  /** Trade words the grammar checker's dictionary lacks (added to it, so other words are still checked). */
  vocabulary?: readonly string[]
}

/** A trade question and its answer sentences, one single-template pool each, in order. */
export interface FaqTemplate {
  id: string
  question: Pool
  answer: readonly Pool[]
  /** The templates' own words, to tell whether a trade question bears on the topic. */
  text: string
}

/** A trade question with its answer sentences. */
export const faq = (id: string, question: string, answer: string[]): FaqTemplate => ({
  id,
  question: createPool(`faq.${id}.q`, [question]),
  answer: answer.map((text, index) => createPool(`faq.${id}.a${index}`, [text])),
  text: [question, ...answer].join(' '),
})
