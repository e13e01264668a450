import { describe, expect, it } from 'vitest'
import {
  EMPTY_FORM,
  editableContent,
  formFromPost,
  postFromForm,
  saveErrorMessage,
  withBusinessName,
  withTitle,
} from './post-form.ts'

describe('the editor form', () => {
  it('puts the category first among the tags and reads it back', () => {
    const row = postFromForm({
      ...EMPTY_FORM,
      title: ' Ice on the lake ',
      category: 'Local News',
      tags: 'winter, Local News, , winter, lakes',
    })
    expect(row.tags).toEqual(['Local News', 'winter', 'lakes'])
    expect(row.title).toBe('Ice on the lake')
    expect(row.meta_description).toBeNull()
    const form = formFromPost({ ...row, id: 'x' })
    expect(form.category).toBe('Local News')
    expect(form.tags).toBe('winter, lakes')
  })

  it('keeps a first tag that is no category among the tags', () => {
    expect(formFromPost({ tags: ['Ferries', 'Travel'] })).toMatchObject({
      category: '',
      tags: 'Ferries, Travel',
    })
  })

  it('makes the slug from the title until the owner types one', () => {
    let form = withTitle(EMPTY_FORM, 'Hello, Grand Rapids!')
    expect(form.slug).toBe('hello-grand-rapids')
    form = withTitle(form, 'Hello again, Grand Rapids')
    expect(form.slug).toBe('hello-again-grand-rapids')
    form = withTitle({ ...form, slug: 'my-own' }, 'Another title')
    expect(form.slug).toBe('my-own')
  })

  it('treats a client post as sponsored unless told otherwise', () => {
    expect(formFromPost({ business_name: 'Acme Plumbing' }).sponsored).toBe(true)
    expect(formFromPost({ business_name: 'Acme Plumbing', sponsored: false }).sponsored).toBe(false)
    const client = withBusinessName(EMPTY_FORM, 'Acme Plumbing')
    expect(client.sponsored).toBe(true)
    const editorial = withBusinessName({ ...client, sponsored: false }, 'Acme Plumbing and Heating')
    expect(editorial.sponsored).toBe(false)
    expect(withBusinessName(client, '').sponsored).toBe(false)
  })

  it('says what to do when the database refuses the slug', () => {
    expect(
      saveErrorMessage(
        { code: '23505', message: 'duplicate key value violates unique constraint "blog_posts_slug_key"' },
        'ice-on-the-lake',
      ),
    ).toBe('The slug "ice-on-the-lake" is already used by another post. Choose another slug.')
  })
})

describe('editableContent', () => {
  it('shows an HTML body as Markdown when it renders the same, and says so', () => {
    expect(editableContent('<h2>Prices</h2><p>From <strong>$140</strong>.</p>')).toEqual({
      content: '## Prices\n\nFrom **$140**.',
      converted: true,
    })
  })
  it('leaves Markdown, and HTML that Markdown cannot say, as they are', () => {
    expect(editableContent('## Prices\n\nFrom $140.')).toEqual({
      content: '## Prices\n\nFrom $140.',
      converted: false,
    })
    const table = '<table><tr><td>Tuning</td></tr></table>'
    expect(editableContent(table)).toEqual({ content: table, converted: false })
  })
})
