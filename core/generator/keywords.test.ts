import { analyzeKeyword, countPhrase } from './keywords.ts'

describe('analyzeKeyword', () => {
  it('names the service behind a keyword with a place or a search word in it', () => {
    expect(analyzeKeyword('bail bonds Detroit', ['Detroit'])).toEqual({
      keyword: 'bail bonds Detroit',
      service: 'bail bonds',
      searchPhrase: true,
    })
    expect(analyzeKeyword('best hair salon in Royal Oak', [])).toMatchObject({
      service: 'hair salon services',
      searchPhrase: true,
    })
    expect(analyzeKeyword('Oakland County bail bonds', [])).toMatchObject({
      service: 'bail bonds',
      searchPhrase: true,
    })
    expect(analyzeKeyword('drain cleaning near me', [])).toMatchObject({
      service: 'drain cleaning',
      searchPhrase: true,
    })
    expect(analyzeKeyword('roof repair Midland, MI', ['Midland'])).toMatchObject({ service: 'roof repair' })
  })

  it('turns agents and firms into the work they do', () => {
    expect(analyzeKeyword('bail bondsman', []).service).toBe('bail bonds')
    expect(analyzeKeyword('cannabis dispensary Battle Creek', []).service).toBe('cannabis products')
    expect(analyzeKeyword('emergency plumber', []).service).toBe('emergency plumbing')
    expect(analyzeKeyword('tour company', []).service).toBe('tour services')
    expect(analyzeKeyword('moving companies', []).service).toBe('moving services')
    expect(analyzeKeyword('company', []).service).toBe('local services')
  })

  it('keeps a plain service keyword as it is', () => {
    expect(analyzeKeyword('balayage', [])).toEqual({
      keyword: 'balayage',
      service: 'balayage',
      searchPhrase: false,
    })
    expect(analyzeKeyword('Lake Michigan tours', []).service).toBe('Lake Michigan tours')
  })

  it('falls back to local services for a keyword that is only a place', () => {
    expect(analyzeKeyword('Battle Creek', [])).toMatchObject({
      service: 'local services',
      searchPhrase: true,
    })
  })
})

describe('countPhrase', () => {
  it('counts whole-phrase mentions, case-insensitively, across line breaks', () => {
    expect(countPhrase('Bail bonds, bail\nbonds and bail-bonds; bail bondsman.', 'bail bonds')).toBe(2)
    expect(countPhrase('CBD products (CBD Products)', 'CBD products')).toBe(2)
    expect(countPhrase('anything', '  ')).toBe(0)
  })
})
