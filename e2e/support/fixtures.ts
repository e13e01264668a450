/**
 * The suite's fixtures. Every `*.e2e.ts` file imports `test` and `expect` from here:
 *
 * - `site`: this file's own running `newshub serve`, in memory and seeded. Files change data, so each
 *   file gets a fresh site, started at its first use and stopped when the next file starts (or the
 *   worker ends). A `test.beforeAll` that seeds data reaches the same site with `siteOf(sites, info)`.
 * - `page` / `context`: Playwright's own (a fresh context per test, 1280x900), launched in Debian's
 *   Chromium by the config. `problems` records the page's console errors, warnings and exceptions.
 * - `owner`: an owner account on this file's site (created once per site) and `signIn(path)`, which
 *   signs the test's page in on the sign-in form the page at `path` shows.
 * - `offlineMode`: waits until the service worker controls the page and has stored posts, and takes the
 *   test's context off the network (or back on).
 */

import { test as base, type Page, type TestInfo } from '@playwright/test'
import type { RunningSite } from '../../cli/start-site.ts'
import { recordProblems, waitForHydration } from './browser.ts'
import { waitForOfflineReady, waitForWorker } from './offline.ts'
import { serviceClient, startTestSite } from './site.ts'

export { expect } from '@playwright/test'

/** Starting a seeded site on a loaded 2-core machine can take a while: the setup's own time limit. */
export const SETUP_TIMEOUT = 120_000

/** The owner account the owner tests sign in with. */
export const OWNER = { email: 'owner@newshub.example', password: 'a long owner password' } as const

/** One running site per test file, kept for the worker's life and replaced when another file asks. */
export class FileSites {
  private current: { file: string; site: Promise<RunningSite> } | undefined
  private readonly owners = new WeakMap<RunningSite, Promise<void>>()

  /** The site of the test file `file`: the running one, or a new one after stopping the last file's. */
  async forFile(file: string): Promise<RunningSite> {
    if (this.current?.file !== file) {
      await this.stop()
      this.current = { file, site: startTestSite() }
    }
    return this.current.site
  }

  /** Creates the owner account on `site` once. */
  ensureOwner(site: RunningSite): Promise<void> {
    let created = this.owners.get(site)
    if (!created) {
      created = (async () => {
        const { error } = await serviceClient(site).auth.admin.createUser({
          ...OWNER,
          email_confirm: true,
          app_metadata: { role: 'owner' },
        })
        if (error) throw error
      })()
      this.owners.set(site, created)
    }
    return created
  }

  async stop(): Promise<void> {
    const last = this.current
    this.current = undefined
    if (last) await (await last.site.catch(() => undefined))?.stop()
  }
}

/**
 * This file's site, for a `test.beforeAll` that seeds it (hooks get worker fixtures and the file's
 * TestInfo, not test fixtures): `test.beforeAll(async ({ sites }, info) => { const site = await siteOf(sites, info) })`.
 */
export function siteOf(sites: FileSites, info: TestInfo): Promise<RunningSite> {
  info.setTimeout(SETUP_TIMEOUT)
  return sites.forFile(info.file)
}

/** The owner session: the account exists; `signIn` signs the test's page in on the page at `path`. */
export interface OwnerSession {
  email: string
  password: string
  signIn(path: string, page?: Page): Promise<void>
}

/** Offline mode of the test's page and context. */
export interface OfflineMode {
  /** Waits until the service worker controls the page (it serves nothing offline before that). */
  worker(): Promise<void>
  /** Waits for the worker and until the background download has stored `minimumPosts` full posts. */
  ready(minimumPosts: number): Promise<void>
  /** Takes the test's browser context off the network, or back on with `false`. */
  set(offline?: boolean): Promise<void>
}

export const test = base.extend<
  { site: RunningSite; problems: string[]; owner: OwnerSession; offlineMode: OfflineMode },
  { sites: FileSites }
>({
  sites: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from its first parameter.
    async ({}, use) => {
      const sites = new FileSites()
      await use(sites)
      await sites.stop()
    },
    { scope: 'worker', timeout: SETUP_TIMEOUT },
  ],
  site: [async ({ sites }, use, info) => use(await sites.forFile(info.file)), { timeout: SETUP_TIMEOUT }],
  problems: async ({ page }, use) => use(recordProblems(page)),
  owner: [
    async ({ sites, site, page }, use) => {
      await sites.ensureOwner(site)
      await use({
        ...OWNER,
        async signIn(path, onPage = page) {
          await onPage.goto(`${site.url}${path}`)
          await waitForHydration(onPage)
          await onPage.getByLabel('Email', { exact: true }).fill(OWNER.email)
          await onPage.getByLabel('Password', { exact: true }).fill(OWNER.password)
          await onPage.getByRole('button', { name: 'Sign in' }).click()
          await base.expect(onPage.getByText(`Signed in as ${OWNER.email}`)).toBeVisible()
        },
      })
    },
    { timeout: SETUP_TIMEOUT },
  ],
  offlineMode: async ({ page, context }, use) => {
    await use({
      worker: () => waitForWorker(page),
      ready: (minimumPosts) => waitForOfflineReady(page, minimumPosts),
      set: (offline = true) => context.setOffline(offline),
    })
  },
})
