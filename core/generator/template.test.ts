import { createRandom } from '../random.ts'
import { canFill, createPool, fillTemplate } from './template.ts'

describe('templates', () => {
  const [template] = createPool('test', [
    '[Call|Phone] {business} about {a:service} in {title:city}.',
  ]).templates
  const plain = template as NonNullable<typeof template>

  it('fills slots, articles and headline case, and picks one wording per choice', () => {
    const text = fillTemplate(
      plain,
      { business: 'Acme', service: 'HVAC tune-up', city: 'royal oak' },
      createRandom(1),
    )
    expect(text).toMatch(/^(Call|Phone) Acme about an HVAC tune-up in Royal Oak\.$/)
  })

  it('is used only when every slot has a value', () => {
    expect(canFill(plain, { business: 'Acme', service: 'x', city: 'y' }, 'general')).toBe(true)
    expect(canFill(plain, { business: 'Acme', service: 'x' }, 'general')).toBe(false)
  })

  it('respects family tags', () => {
    const [only, except] = createPool('tags', ['(+salon) Hair.', '(-bail,tours) Not bail.']).templates
    expect(canFill(only as NonNullable<typeof only>, {}, 'salon')).toBe(true)
    expect(canFill(only as NonNullable<typeof only>, {}, 'bail')).toBe(false)
    expect(canFill(except as NonNullable<typeof except>, {}, 'bail')).toBe(false)
    expect(canFill(except as NonNullable<typeof except>, {}, 'salon')).toBe(true)
  })

  it('tidies spaces before punctuation and a doubled period after a name', () => {
    const [tidy] = createPool('tidy', ['[|really ] nice , said {business}.']).templates
    expect(
      fillTemplate(tidy as NonNullable<typeof tidy>, { business: 'Cannabis Co.' }, createRandom(2)),
    ).toMatch(/^(Really nice|Nice), said Cannabis Co\.$/)
  })
})

describe('createRandom', () => {
  it('repeats its sequence for a seed and differs across seeds', () => {
    const sequence = (seed: number) => Array.from({ length: 5 }, createRandom(seed).next)
    expect(sequence(42)).toEqual(sequence(42))
    expect(sequence(42)).not.toEqual(sequence(43))
    expect(createRandom(1).shuffle([1, 2, 3, 4]).sort()).toEqual([1, 2, 3, 4])
  })
})
