import { createHash } from 'node:crypto'
import { chmod, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase, templateCacheDir } from './index.ts'

let cacheHome: string
const saved = process.env.XDG_CACHE_HOME

beforeEach(async () => {
  cacheHome = await mkdtemp(join(tmpdir(), 'newshub-cache-test-'))
  process.env.XDG_CACHE_HOME = cacheHome
})
afterEach(async () => {
  if (saved === undefined) delete process.env.XDG_CACHE_HOME
  else process.env.XDG_CACHE_HOME = saved
  await rm(cacheHome, { recursive: true, force: true })
})

describe('the cached cluster template', () => {
  it('lives in a folder only this user can open, never a shared temp path', async () => {
    const dir = await templateCacheDir()
    expect(dir).toBe(join(cacheHome, 'newshub'))
    expect((await stat(dir as string)).mode & 0o777).toBe(0o700)
  })

  it('is not trusted in a folder others can write to', async () => {
    const dir = join(cacheHome, 'newshub')
    await templateCacheDir()
    await chmod(dir, 0o777)
    expect(await templateCacheDir()).toBeUndefined()
  })

  it('is rebuilt when its checksum does not match, so a planted cluster is never loaded', async () => {
    const first = await openDatabase({ inMemory: true, migrate: false })
    await first.close()
    const dir = join(cacheHome, 'newshub')
    const tarball = (await readdir(dir)).find((file) => file.endsWith('.tar')) as string
    await writeFile(join(dir, tarball), 'not a cluster')
    const second = await openDatabase({ inMemory: true, migrate: false })
    expect((await second.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }])
    await second.close()
    const bytes = await readFile(join(dir, tarball))
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(
      (await readFile(join(dir, `${tarball}.sha256`), 'utf8')).trim(),
    )
    expect((await stat(join(dir, tarball))).mode & 0o777).toBe(0o600)
    // Two clusters built with initdb: slow on a busy machine.
  }, 180_000)
})
