/**
 * The post generator: long local SEO articles for client businesses, composed offline or written by
 * an optional OpenAI-compatible language model, always held to the same quality rules.
 */
export { type ComposeOptions, composeBlogPost } from './compose.ts'
export { buildFaqJsonLd, extractFaq } from './faq-schema.ts'
export {
  type CheckedPost,
  COMPOSER_VARIANTS,
  composeChecked,
  type GenerateOptions,
  generateBlogPost,
} from './generate.ts'
export {
  GeneratorInputError,
  MAX_WORD_COUNT,
  MIN_POST_WORDS,
  MIN_WORD_COUNT,
  parseGenerateBlogInput,
} from './input.ts'
export {
  MAX_FIX_ROUNDS,
  type ModelWriteOptions,
  type WriteProgress,
  type WrittenPost,
  writeWithModel,
} from './model-writer.ts'
export { findGeneratorPreset, GENERATOR_PRESETS, type GeneratorPreset } from './presets.ts'
export {
  type ChatProviderConfig,
  ChatProviderError,
  chatComplete,
  DEFAULT_CHAT_MODEL,
  readChatProviderConfig,
} from './provider.ts'
export {
  checkArticleQuality,
  MIN_READING_EASE,
  WORD_COUNT_TOLERANCE,
} from './quality.ts'
export { assessArticle, measureArticle, type QualityReport, readingEase } from './report.ts'
export { TITLE_LIMIT } from './title.ts'
export { INTENTS, type Intent, readTopic, type TopicReading } from './topic.ts'
export type {
  BusinessFacts,
  BusinessService,
  FaqItem,
  GenerateBlogInput,
  GeneratedPost,
  GeneratorLocation,
} from './types.ts'
