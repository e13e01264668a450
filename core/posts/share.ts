/**
 * Where the article page's share buttons send a reader when the device has no share sheet: the
 * networks' public share endpoints (X, Facebook, LinkedIn) and an e-mail draft. They are opened by
 * the reader's click only; nothing is loaded from them.
 */
export interface ShareLink {
  /** The button's visible label. */
  label: string
  href: string
}

/** The four share links of an article at `url` titled `title`, in button order. */
export function buildShareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  return [
    { label: 'X', href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { label: 'Email', href: `mailto:?subject=${t}&body=${u}` },
  ]
}
