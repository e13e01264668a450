import { describe, expect, it } from 'vitest'
import { NEWSROOM_PATH, newsroomEditorPath, newsroomPreviewPath } from './paths.ts'

describe('newsroom paths', () => {
  it('names the list, a post’s editor and its owner preview', () => {
    const id = '0b6c2d1e-6f2a-4d0e-9a43-3c1f5d7e8a90'
    expect(NEWSROOM_PATH).toBe('/newsroom')
    expect(newsroomEditorPath(id)).toBe(`/newsroom/${id}`)
    expect(newsroomPreviewPath(id)).toBe(`/newsroom/${id}/preview`)
    expect(newsroomEditorPath('a/b')).toBe('/newsroom/a%2Fb')
  })
})
