import { splitSnippet } from '../../core/search/snippet.ts'

/**
 * A search result's snippet: text, with the words the search matched in <mark>. The snippet is
 * never parsed as HTML; only its `<mark>` tokens become elements, everything else is text.
 */
export function SearchSnippet({ snippet }: { snippet: string }) {
  return (
    <>
      {splitSnippet(snippet).map((part, index) =>
        part.marked ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one snippet never reorder
          <mark key={index} className="rounded-sm bg-yellow-100 px-0.5 text-slate-900">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one snippet never reorder
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  )
}
