import * as generator from './index.ts'

describe('the generator module', () => {
  it('exports the API the edge function, the app and the CLI call', () => {
    expect(Object.keys(generator).sort()).toEqual(
      [
        'ChatProviderError',
        'DEFAULT_CHAT_MODEL',
        'GENERATOR_PRESETS',
        'GeneratorInputError',
        'KEYWORD_DENSITY_FLOOR',
        'KEYWORD_DENSITY_LIMIT',
        'MAX_WORD_COUNT',
        'MIN_WORD_COUNT',
        'TITLE_LIMIT',
        'WORD_COUNT_TOLERANCE',
        'buildFaqJsonLd',
        'checkArticleQuality',
        'composeBlogPost',
        'extractFaq',
        'findGeneratorPreset',
        'generateBlogPost',
        'parseGenerateBlogInput',
        'readChatProviderConfig',
        'requestProviderArticle',
      ].sort(),
    )
    expect(new generator.GeneratorInputError('x')).toBeInstanceOf(Error)
  })
})
