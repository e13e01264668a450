/** One business location the article must name: its street address and phone number. */
export interface GeneratorLocation {
  address: string
  phone: string
}

/** What the owner asks the generator for (the `generate-blog` payload of spec section 7). */
export interface GenerateBlogInput {
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
  /** HTML body with h2/h3 sections, paragraphs, lists and two or three backlinks. */
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
