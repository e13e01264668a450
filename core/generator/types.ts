/** One business location the article must name: its street address and phone number. */
export interface GeneratorLocation {
  address: string
  phone: string
}

/** A service the owner offers, as the owner describes it; the price is shown only when given. */
export interface BusinessService {
  name: string
  description?: string
  price?: string
}

/**
 * What the owner says about the business. Every field is optional; the composer uses what is given
 * and writes around what is not, and never states a fact (a price, a year, a licence) absent here.
 */
export interface BusinessFacts {
  services?: BusinessService[]
  /** Opening hours as the owner writes them: 'Mon-Fri 9am-6pm, Sat 10am-4pm'. */
  hours?: string
  /** The year the business was founded. */
  yearFounded?: number
  /** Where the business works: 'Kalamazoo and Calhoun counties'. */
  serviceArea?: string
  /** What sets the business apart, one point per entry. */
  differentiators?: string[]
  /** Up to 10 questions with the owner's answers; they open the article's FAQ. */
  faqs?: FaqItem[]
  /**
   * The topic brief: up to 12 answers a reader searching the topic needs ('Never shave a double
   * coat'). The introduction answers the topic from them and each gets a paragraph or section.
   */
  keyPoints?: string[]
}

/** What the owner asks the generator for (the `generate-blog` function's payload). */
export interface GenerateBlogInput extends BusinessFacts {
  businessName: string
  locations: GeneratorLocation[]
  keywords: string[]
  /** The business's website; the article links to it two or three times. */
  backlink: string
  /** What the article is about; derived from the keywords and first city when left empty. */
  topic: string
  /** Target length of the visible text, in words (default 3000). */
  wordCount?: number
}

/** A question and answer of the article's FAQ section. */
export interface FaqItem {
  question: string
  answer: string
}

/** A finished article, ready to be saved as a blog post. */
export interface GeneratedPost {
  title: string
  /** Markdown body (## and ### sections, paragraphs, lists) with two or three backlinks. */
  content: string
  metaDescription: string
  /** The first tag is usable as the post's category; city names of the locations follow. */
  tags: string[]
  keywords: string[]
  imageIdeas: string[]
  faq: FaqItem[]
  /** schema.org FAQPage data for a JSON-LD script on the article page. */
  faqJsonLd: Record<string, unknown>
}
