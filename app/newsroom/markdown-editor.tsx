import { defaultKeymap, history, historyKeymap } from '@codemirror/commands'
import { markdown } from '@codemirror/lang-markdown'
import { defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language'
import { EditorState } from '@codemirror/state'
import { EditorView, keymap, placeholder } from '@codemirror/view'
import { useEffect, useRef } from 'react'
import { pageNonce } from '../lib/page-nonce.ts'

/**
 * The post body's Markdown field: CodeMirror 6 with Markdown highlighting, undo history and line
 * wrapping. Tab is left to move focus (keyboard users leave the field with Tab as from any other);
 * Ctrl-] and Ctrl-[ indent. The editable area is labelled by the field's visible label.
 */
export function MarkdownEditor({
  value,
  onChange,
  labelledBy,
  describedBy,
}: {
  value: string
  onChange: (value: string) => void
  labelledBy: string
  describedBy?: string
}) {
  const host = useRef<HTMLDivElement>(null)
  const view = useRef<EditorView | null>(null)
  const latest = useRef(onChange)
  latest.current = onChange

  // biome-ignore lint/correctness/useExhaustiveDependencies: the editor is made once; value changes are pushed in below
  useEffect(() => {
    if (!host.current) return
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          history(),
          // Without indentWithTab: Tab moves focus on, as from any field.
          keymap.of([...defaultKeymap, ...historyKeymap]),
          markdown(),
          syntaxHighlighting(defaultHighlightStyle),
          EditorView.lineWrapping,
          // CodeMirror adds a <style> element; the page's CSP allows it with this render's nonce.
          EditorView.cspNonce.of(pageNonce()),
          placeholder(
            'Write the story in Markdown: ## for headings, - for lists, [text](address) for links.',
          ),
          EditorView.contentAttributes.of({
            'aria-labelledby': labelledBy,
            'aria-multiline': 'true',
            ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current(update.state.doc.toString())
          }),
        ],
      }),
    })
    view.current = editor
    return () => {
      editor.destroy()
      view.current = null
    }
  }, [])

  // A value set from outside (restoring unsaved changes, loading the post) replaces the text.
  useEffect(() => {
    const editor = view.current
    if (editor && editor.state.doc.toString() !== value)
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } })
  }, [value])

  return (
    <div
      ref={host}
      className="mt-1 min-h-64 rounded-md border border-slate-300 text-sm focus-within:ring-2 focus-within:ring-blue-700 [&_.cm-content]:min-h-64 [&_.cm-content]:font-mono [&_.cm-editor]:outline-none"
    />
  )
}
