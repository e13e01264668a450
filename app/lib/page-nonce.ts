/**
 * The CSP nonce the server rendered into this page (the router's csp-nonce meta tag), or ''. A
 * <style> element added in the browser needs it (the newsroom's editor, the client report).
 */
export function pageNonce(): string {
  return document.querySelector('meta[property="csp-nonce"]')?.getAttribute('content') ?? ''
}
