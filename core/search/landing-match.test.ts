import { describe, expect, it } from 'vitest'
import { findLandingMatch } from './landing-match.ts'

describe('findLandingMatch', () => {
  it('finds the landing page a search names by city and service, in either order', () => {
    expect(findLandingMatch('Detroit plumbing')).toMatchObject({
      path: '/detroit/plumbing',
      title: 'Plumbing in Detroit, MI',
    })
    expect(findLandingMatch('plumbing detroit')?.path).toBe('/detroit/plumbing')
    expect(findLandingMatch('best hvac in Royal Oak')?.path).toBe('/royal-oak/hvac')
    expect(findLandingMatch('Ann Arbor legal services')?.path).toBe('/ann-arbor/legal-services')
  })

  it('finds nothing without both a city and a service', () => {
    expect(findLandingMatch('frozen pipes detroit')).toBeNull()
    expect(findLandingMatch('plumbing')).toBeNull()
    expect(findLandingMatch('royal plumbing')).toBeNull()
  })
})
