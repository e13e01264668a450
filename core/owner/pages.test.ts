import { describe, expect, it } from 'vitest'
import { GENERATOR_PRESETS } from '../generator/presets.ts'
import { isOwnerPage } from './pages.ts'

describe('isOwnerPage', () => {
  it('knows the newsroom, the dashboard, the fixer, the sign-in page and every generator', () => {
    const paths = [
      '/newsroom/',
      '/newsroom/new',
      '/newsroom/$id/',
      '/newsroom/$id/preview',
      '/newsroom/subscribers',
      '/seo-dashboard',
      '/fix-backlinks',
      '/login',
      ...GENERATOR_PRESETS.map((preset) => preset.route),
    ]
    expect(paths.filter((path) => !isOwnerPage(path))).toEqual([])
  })

  it('leaves reader pages public', () => {
    for (const path of [
      '/',
      '/article/$slug',
      '/category/$category',
      '/$city/$service',
      '/saved',
      '/$page',
    ]) {
      expect({ path, owner: isOwnerPage(path) }).toEqual({ path, owner: false })
    }
  })
})
