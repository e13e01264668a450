import * as generator from './index.ts'

describe('the generator module', () => {
  it('exports the API the edge function, the app and the CLI call', () => {
    expect(Object.keys(generator).sort()).toEqual(
      [
        'COMPOSER_VARIANTS',
        'ChatProviderError',
        'DEFAULT_CHAT_MODEL',
        'GENERATOR_PRESETS',
        'GeneratorInputError',
        'INTENTS',
        'MAX_WORD_COUNT',
        'MIN_POST_WORDS',
        'MIN_READING_EASE',
        'MIN_WORD_COUNT',
        'TITLE_LIMIT',
        'WORD_COUNT_TOLERANCE',
        'assessArticle',
        'buildFaqJsonLd',
        'checkArticleQuality',
        'composeBlogPost',
        'composeChecked',
        'extractFaq',
        'findGeneratorPreset',
        'generateBlogPost',
        'measureArticle',
        'parseGenerateBlogInput',
        'readChatProviderConfig',
        'readTopic',
        'readingEase',
        'chatComplete',
        'writeWithModel',
        'MAX_FIX_ROUNDS',
      ].sort(),
    )
    expect(new generator.GeneratorInputError('x')).toBeInstanceOf(Error)
  })
})
