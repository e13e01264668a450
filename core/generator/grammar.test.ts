import { capitalizeFirst, indefiniteArticle, joinList, titleCase, withArticle } from './grammar.ts'

describe('indefiniteArticle', () => {
  it('follows the sound, not the spelling', () => {
    expect(withArticle('HVAC tune-up')).toBe('an HVAC tune-up')
    expect(withArticle('CBD tincture')).toBe('a CBD tincture')
    expect(withArticle('unique cut')).toBe('a unique cut')
    expect(withArticle('hour-long tour')).toBe('an hour-long tour')
    expect(withArticle('emergency plumber')).toBe('an emergency plumber')
    expect(withArticle('salon')).toBe('a salon')
    expect(indefiniteArticle('8-week plan')).toBe('an')
    expect(indefiniteArticle('one-time fee')).toBe('a')
  })
})

describe('titleCase', () => {
  it('capitalises words except short joining words and leaves capitals alone', () => {
    expect(titleCase('bail bonds near me in detroit')).toBe('Bail Bonds Near Me in Detroit')
    expect(titleCase('the best of HVAC and iPhone repair')).toBe('The Best of HVAC and iPhone Repair')
    expect(titleCase('drop-in pre-rolls')).toBe('Drop-In Pre-Rolls')
  })
})

describe('capitalizeFirst and joinList', () => {
  it('capitalises the first letter after any opening punctuation', () => {
    expect(capitalizeFirst('“quoted” start')).toBe('“Quoted” start')
    expect(capitalizeFirst('...')).toBe('...')
  })

  it('joins names as prose', () => {
    expect(joinList([])).toBe('')
    expect(joinList(['Troy'])).toBe('Troy')
    expect(joinList(['Troy', 'Novi'])).toBe('Troy and Novi')
    expect(joinList(['Troy', 'Novi', 'Flint'])).toBe('Troy, Novi and Flint')
  })
})
