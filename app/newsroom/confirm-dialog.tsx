import { useEffect, useId, useRef } from 'react'

/**
 * A modal question with two answers (the browser's <dialog>: focus moves into it, Escape cancels,
 * and focus returns to what opened it when it closes).
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel = 'Cancel',
  danger = false,
  onConfirm,
  onCancel,
}: {
  open: boolean
  title: string
  text: string
  confirmLabel: string
  cancelLabel?: string
  danger?: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const textId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault()
        onCancel()
      }}
      className="m-auto max-w-md rounded-lg p-6 shadow-xl backdrop:bg-black/40"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {title}
      </h2>
      <p id={textId} className="mt-2 text-slate-700">
        {text}
      </p>
      <div className="mt-6 flex justify-end gap-3">
        <button
          type="button"
          onClick={onCancel}
          className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50"
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          className={`rounded-md px-4 py-2 font-semibold text-white ${danger ? 'bg-red-700 hover:bg-red-800' : 'bg-blue-800 hover:bg-blue-900'}`}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  )
}
