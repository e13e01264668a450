/**
 * The only script a reader page runs before it is interactive: it is written inline at the end of
 * the server-rendered body (app/routes/__root.tsx), so it needs no request and runs while the
 * page is still parsing. From then on every link, button and form on the page answers the reader,
 * and the app (React, the router, the page's own code) loads once the page has painted:
 *
 * - After the `load` event (text and pictures first), or at once on the reader's first touch,
 *   click, key or focus, it fetches the app's entry and the page's chunks (modulepreload).
 * - A tap before the app has hydrated is held, not lost: the page shows it is busy (`aria-busy`
 *   on the root), and once the app says it has hydrated (`hydratedEvent`) the tap is replayed on
 *   the same element, so a link navigates in the app and a button does what it says. A form's
 *   submission is held and replayed the same way. Modified clicks, other sites' links, new tabs,
 *   downloads and in-page anchors go to the browser as usual.
 * - Text typed before hydration is handed to React as a change (React keeps the typed value
 *   while hydrating, but its state would not know it and the next render would clear it).
 * - If the app's script cannot load, a held link or form goes ahead as a plain page load.
 *
 * It is serialized with `Function.prototype.toString` (see `startAppScript`), so it must stay
 * self-contained: no imports, no references outside its body, plain browser APIs only.
 */
export function startApp(
  scripts: string[],
  preloads: string[],
  hydratedEvent: string,
  installPromptEvent: string,
): void {
  const root = document.documentElement
  let started = false
  let hydrated = false
  let held: { element: HTMLElement; href?: string; submitter?: HTMLElement | null } | undefined

  const hold = (element: HTMLElement, submitter?: HTMLElement | null) => {
    held = { element, href: element instanceof HTMLAnchorElement ? element.href : undefined, submitter }
    root.setAttribute('aria-busy', 'true')
    start()
  }

  /** Without the app, a held link or form still takes the reader where it points. */
  const giveUp = () => {
    const waiting = held
    held = undefined
    hydrated = true
    root.removeAttribute('aria-busy')
    if (waiting?.href) window.location.assign(waiting.href)
    else if (waiting?.element instanceof HTMLFormElement) waiting.element.submit()
  }

  function start(): void {
    if (started) return
    started = true
    for (const src of scripts) {
      const script = document.createElement('script')
      script.type = 'module'
      script.src = src
      script.addEventListener('error', giveUp)
      document.body.appendChild(script)
    }
    // Each modulepreload link starts its request as it is added, a fraction of a millisecond of
    // main-thread work apiece on a fast machine: a page's fifteen or so at once made a long task on
    // a phone. A few per task, while the entry's own request is already under way.
    let next = 0
    const preloadSome = () => {
      for (const end = next + 4; next < end && next < preloads.length; next++) {
        const link = document.createElement('link')
        link.rel = 'modulepreload'
        link.href = preloads[next] as string
        document.head.appendChild(link)
      }
      if (next < preloads.length) setTimeout(preloadSome, 0)
    }
    preloadSome()
  }

  const onClick = (event: MouseEvent) => {
    if (hydrated || event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const target = event.target instanceof Element ? event.target : null
    const element = target?.closest<HTMLElement>(
      'a[href], button, summary, [role="button"], input[type="button"], input[type="checkbox"], input[type="radio"]',
    )
    if (!element) return
    if (element instanceof HTMLAnchorElement) {
      const samePage =
        element.pathname === window.location.pathname && element.search === window.location.search
      if (element.origin !== window.location.origin || element.hasAttribute('download')) return
      if ((element.target && element.target !== '_self') || (samePage && element.hash)) return
    }
    // A form's submit button submits it: the submission is what is held.
    if (element instanceof HTMLButtonElement && element.type === 'submit' && element.form) return
    event.preventDefault()
    hold(element)
  }

  const onSubmit = (event: SubmitEvent) => {
    if (hydrated || event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return
    event.preventDefault()
    hold(event.target, event.submitter as HTMLElement | null)
  }

  /**
   * Whether React has hydrated `element`: it has React's props on it, or it sits in HTML that a
   * hydrated element holds as a whole (a post's body). The shell hydrates before the page's own
   * content, which React may hydrate a moment later.
   */
  const isLive = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const key = Object.keys(node).find((name) => name.startsWith('__reactProps'))
      if (!key) continue
      const props = (node as unknown as Record<string, object | undefined>)[key]
      return node === element || (props !== undefined && 'dangerouslySetInnerHTML' in props)
    }
    return false
  }
  /** Runs `then` once React has hydrated `element` (or after ten seconds, whatever happened). */
  const whenLive = (element: Element, then: () => void, waitedMs = 0) => {
    if (isLive(element) || waitedMs >= 10_000) then()
    else setTimeout(() => whenLive(element, then, waitedMs + 50), 50)
  }

  /** Hands text typed before hydration to React as a change event. */
  const handOverTyping = (field: HTMLInputElement | HTMLTextAreaElement) => {
    const typed = field.value
    if (typed === field.defaultValue) return
    // React's value tracker learns the old value; the native setter then puts the typed text back
    // without telling it, so the input event below reads as a change.
    field.value = field.defaultValue
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  }

  const replay = () => {
    const waiting = held
    held = undefined
    root.removeAttribute('aria-busy')
    if (!waiting) return
    if (!waiting.element.isConnected) {
      if (waiting.href) window.location.assign(waiting.href)
      return
    }
    if (waiting.element instanceof HTMLFormElement) {
      const { submitter } = waiting
      try {
        waiting.element.requestSubmit(submitter?.isConnected ? submitter : undefined)
      } catch {
        waiting.element.requestSubmit()
      }
    } else waiting.element.click()
  }

  const onHydrated = () => {
    hydrated = true
    document.removeEventListener('click', onClick, true)
    document.removeEventListener('submit', onSubmit, true)
    for (const field of Array.from(
      document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'),
    ))
      if (
        !(
          field instanceof HTMLInputElement &&
          /^(checkbox|radio|hidden|submit|button|reset|file)$/.test(field.type)
        )
      )
        whenLive(field, () => handOverTyping(field))
    if (held) whenLive(held.element, replay)
  }

  document.addEventListener('click', onClick, true)
  document.addEventListener('submit', onSubmit, true)
  window.addEventListener(hydratedEvent, onHydrated, { once: true })
  for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin'])
    document.addEventListener(type, start, { capture: true, passive: true, once: true })
  const afterLoad = () => setTimeout(start, 0)
  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad, { once: true })
  // The browser offers its install prompt once, often before the app has loaded: keep it (on
  // window, under the event's name) for the app's install offer, which shows it when the reader
  // asks (app/components/install-offer.tsx), and tell the app it has come.
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    ;(window as unknown as Record<string, Event>)[installPromptEvent] = event
    window.dispatchEvent(new Event(installPromptEvent))
  })
}

/** Says the app has hydrated: held taps replay (see startApp). */
export const HYDRATED_EVENT = 'newshub:hydrated'

/** Says the browser's install prompt has come; the event itself is kept on window under this name. */
export const INSTALL_PROMPT_EVENT = 'newshub:install-prompt'

/** The inline script that runs `startApp` with this page's scripts, as `<script>` text. */
export function startAppScript(scripts: string[], preloads: string[]): string {
  const args = JSON.stringify([scripts, preloads, HYDRATED_EVENT, INSTALL_PROMPT_EVENT])
    .slice(1, -1)
    .replace(/</g, '\\u003c')
  return `(${startApp.toString()})(${args})`
}
