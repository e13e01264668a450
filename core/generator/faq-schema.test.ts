import { extractFaq } from './faq-schema.ts'
import { sharedSentenceRatio, splitSentences } from './sentences.ts'

describe('extractFaq', () => {
  it('reads each h3 question with the paragraph that answers it', () => {
    const html =
      '<h2>FAQ</h2><h3>Is it open &amp; busy?</h3>\n<p>Yes, <strong>always</strong>.</p><h3>Our team</h3><p>Not a question.</p>'
    expect(extractFaq(html)).toEqual([{ question: 'Is it open & busy?', answer: 'Yes, always .' }])
  })
  it("reads upper-case tags and attributes holding '>', and skips a commented-out question", () => {
    const html =
      '<!-- <h3>Old?</h3><p>Gone.</p> --><H3 title="a > b">Open late?</H3> <P class=\'x\'>Until 9.</P><h3>Parking?</h3><pre>x</pre>'
    expect(extractFaq(html)).toEqual([{ question: 'Open late?', answer: 'Until 9.' }])
  })
})

describe('splitSentences', () => {
  it('splits blocks first, then sentences, keeping quoted titles whole', () => {
    expect(
      splitSentences('<h2>Why Us?</h2><p>One here. “Two” there! Three: ok? Yes.</p><ul><li>Item</li></ul>'),
    ).toEqual(['Why Us?', 'One here.', '“Two” there!', 'Three: ok?', 'Yes.', 'Item'])
  })

  it('splits at block tags written in any case or holding >, not at tags inside comments', () => {
    expect(splitSentences('<P title="x > y">One here</P><!-- <p> --><LI>Two there</LI>')).toEqual([
      'One here',
      'Two there',
    ])
  })

  it('measures the share of sentences two articles have in common', () => {
    expect(
      sharedSentenceRatio(
        '<p>Alpha beta gamma. Delta epsilon zeta.</p>',
        '<p>Alpha beta gamma. Other words here.</p>',
      ),
    ).toBe(0.5)
  })
})
