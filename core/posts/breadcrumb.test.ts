import { truncateBreadcrumbTitle } from './breadcrumb.ts'

describe('truncateBreadcrumbTitle', () => {
  it('keeps a 50-character title whole', () => {
    expect(truncateBreadcrumbTitle('t'.repeat(50))).toBe('t'.repeat(50))
  })
  it('cuts a 51-character title to 50 characters plus an ellipsis', () => {
    expect(truncateBreadcrumbTitle('t'.repeat(51))).toBe(`${'t'.repeat(50)}...`)
  })
})
