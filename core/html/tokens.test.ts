import { attributeOf, htmlTokens } from './tokens.ts'

describe('htmlTokens', () => {
  it('gives each token its place in the source, decoded, names in lower case', () => {
    const html = `<A HREF='x>y' title="a&amp;b" download>t&amp;u</A><br/>`
    const tokens = htmlTokens(html)
    expect(tokens.map((token) => html.slice(token.start, token.end))).toEqual([
      `<A HREF='x>y' title="a&amp;b" download>`,
      't',
      '&amp;',
      'u',
      '</A>',
      '<br/>',
    ])
    expect(tokens[0]).toMatchObject({
      type: 'start',
      name: 'a',
      attributes: [
        { name: 'href', value: 'x>y' },
        { name: 'title', value: 'a&b' },
        { name: 'download', value: undefined },
      ],
    })
    expect(tokens[5]).toMatchObject({ type: 'start', name: 'br', selfClosing: true })
  })
  it('reads comments, doctypes, CDATA and processing instructions as comment tokens', () => {
    const html = '<!doctype html><!-- <a href="x"> --><![CDATA[ <p> ]]><?xml version="1.0"?>'
    const tokens = htmlTokens(html)
    expect(tokens.map((token) => token.type)).toEqual(['comment', 'comment', 'comment', 'comment'])
    expect(tokens.map((token) => html.slice(token.start, token.end)).join('')).toBe(html)
  })
  it('keeps script text raw and takes the first of repeated attributes', () => {
    const tokens = htmlTokens('<script id=a id=b>if (a < b) x("</p>")</script>')
    expect(tokens[1]).toMatchObject({ type: 'text', text: 'if (a < b) x("</p>")' })
    const first = tokens[0]
    expect(first?.type === 'start' && attributeOf(first.attributes, 'id')).toBe('a')
  })
})
