/**
 * The site's public origin from a setting (SITE_URL, `--site-url`): an http(s) URL with nothing
 * after the host but an optional '/', answered without the trailing slash. Anything else is
 * undefined, so a caller can refuse it with a message naming its own setting.
 * @example parseSiteOrigin('https://news.example/') // 'https://news.example'
 */
export function parseSiteOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) return undefined
  return url.origin
}
