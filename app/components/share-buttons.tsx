import { useEffect, useState } from 'react'
import { buildShareLinks } from '../../core/posts/share.ts'
import { ShareIcon } from './icons.tsx'

const CONTROL =
  'inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50'

/**
 * The article's Share row. Where the device has a share sheet (Web Share API) it is one Share
 * button; elsewhere, and in the server's HTML, it is a link per network, an e-mail link and
 * 'Copy link', which confirms 'Link copied'.
 */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  // Known only in the browser, after hydration, so the server's HTML and the first render agree.
  const [canShare, setCanShare] = useState(false)
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null)
  useEffect(() => {
    setCanShare(typeof navigator.share === 'function')
  }, [])

  if (canShare) {
    return (
      <div className="mt-4">
        <button
          type="button"
          className={CONTROL}
          onClick={() => {
            // Closing the sheet rejects with AbortError: nothing to tell the reader.
            navigator.share({ title, url }).catch(() => undefined)
          }}
        >
          <ShareIcon /> Share
        </button>
      </div>
    )
  }
  return (
    <fieldset className="mt-4 flex flex-wrap items-center gap-2">
      <legend className="float-left mr-2 text-sm font-semibold text-slate-700">Share:</legend>
      {buildShareLinks(url, title).map((link) => (
        <a
          key={link.label}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          className={CONTROL}
          aria-label={link.label === 'Email' ? 'Share by email' : `Share on ${link.label}`}
        >
          {link.label}
        </a>
      ))}
      <button
        type="button"
        className={CONTROL}
        onClick={() => {
          navigator.clipboard.writeText(url).then(
            () => setCopied('yes'),
            () => setCopied('failed'),
          )
        }}
      >
        Copy link
      </button>
      <span role="status" className="text-sm font-semibold text-green-800">
        {copied === 'yes' ? 'Link copied' : copied === 'failed' ? 'Could not copy the link' : ''}
      </span>
    </fieldset>
  )
}
