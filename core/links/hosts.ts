/**
 * Host of an absolute http(s) URL, lowercased and without a leading `www.`, or undefined when the
 * text is not an absolute http(s) URL.
 * @example normalizedHost('https://WWW.Example.com/a') // 'example.com'
 */
export function normalizedHost(url: string): string | undefined {
  let parsed: URL
  try {
    parsed = new URL(url.trim())
  } catch {
    return undefined
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined
  return parsed.hostname.toLowerCase().replace(/^www\./, '')
}

/** Whether text is an absolute http or https URL with a host. */
export function isHttpUrl(text: string): boolean {
  return normalizedHost(text) !== undefined && normalizedHost(text) !== ''
}
