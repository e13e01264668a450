import { createInterface } from 'node:readline/promises'
import type { User } from '@supabase/supabase-js'
import { checkPassword } from '../../core/owner/password.ts'
import { type Backend, type BackendOptions, withBackend } from '../backend.ts'
import { UsageError } from '../errors.ts'
import { createOutput } from '../output.ts'

/** Where a command takes a new password from: the terminal, standard input, or (add only) argv. */
interface PasswordOptions {
  password?: string
  passwordStdin?: boolean
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function requireEmail(email: string): string {
  if (!EMAIL.test(email)) throw new UsageError('Give a valid e-mail address with --email.')
  return email.trim().toLowerCase()
}

async function readStdin(): Promise<string> {
  let text = ''
  process.stdin.setEncoding('utf8')
  for await (const chunk of process.stdin) text += chunk
  // `echo secret | newshub ...` adds one newline; the password is the rest, spaces included.
  return text.replace(/\r?\n$/, '')
}

/** Asks on the terminal with echo off (raw mode: the terminal shows nothing of what is typed). */
function promptHidden(question: string): Promise<string> {
  const input = process.stdin
  return new Promise((resolve, reject) => {
    let value = ''
    const finish = () => {
      input.off('data', onData)
      input.setRawMode(false)
      input.pause()
      process.stderr.write('\n')
    }
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish()
          return resolve(value)
        }
        if (char === '\u0003' || char === '\u0004') {
          finish()
          return reject(new Error('Cancelled; nothing was changed.'))
        }
        value = char === '\u007f' || char === '\b' ? value.slice(0, -1) : value + char
      }
    }
    // Echo goes off before the question shows, so an answer typed right after it is never echoed.
    input.setEncoding('utf8')
    input.setRawMode(true)
    input.resume()
    input.on('data', onData)
    process.stderr.write(question)
  })
}

/** The new password, from --password-stdin, --password or a prompt; checked by the one password rule. */
async function readNewPassword(options: PasswordOptions): Promise<string> {
  let password: string
  if (options.passwordStdin) password = await readStdin()
  else if (options.password !== undefined) password = options.password
  else if (process.stdin.isTTY) {
    password = await promptHidden('New password (12+ characters): ')
    const problem = checkPassword(password)
    if (problem) throw new UsageError(problem)
    if ((await promptHidden('Repeat the password: ')) !== password) {
      throw new UsageError('The two passwords differ; nothing was changed.')
    }
  } else {
    throw new UsageError(
      'Type the password at the prompt on a terminal, or pipe it in with --password-stdin.',
    )
  }
  const problem = checkPassword(password)
  if (problem) throw new UsageError(problem)
  return password
}

/** Every account whose app_metadata.role is 'owner', a thousand per request. */
async function listOwners(backend: Backend): Promise<User[]> {
  const owners: User[] = []
  for (let page = 1; ; page++) {
    const { data, error } = await backend.client.auth.admin.listUsers({ page, perPage: 1000 })
    if (error) throw new Error(`Could not list the owners: ${error.message}`)
    owners.push(...data.users.filter((user) => user.app_metadata?.role === 'owner'))
    if (data.users.length < 1000) return owners
  }
}

async function findOwner(backend: Backend, email: string): Promise<User> {
  const owner = (await listOwners(backend)).find((user) => user.email === email)
  if (!owner) throw new Error(`No owner has the e-mail ${email}; see newshub owner list.`)
  return owner
}

/** `newshub owner add`: creates a site owner (app_metadata.role 'owner') with the service role. */
export async function runOwnerAdd(
  options: BackendOptions & PasswordOptions & { email: string; json?: boolean },
): Promise<void> {
  const email = requireEmail(options.email)
  const password = await readNewPassword(options)
  const output = createOutput(options)
  await withBackend(options, 'newshub owner add', async (backend) => {
    const { data, error } = await backend.client.auth.admin.createUser({
      email,
      password,
      email_confirm: true,
      app_metadata: { role: 'owner' },
    })
    if (error) throw new Error(`Could not create the owner: ${error.message}`)
    output.line(`Owner ${email} created. Sign in at /login.`)
    output.result({ id: data.user?.id, email })
  })
}

/** `newshub owner list`: the owners, with when each was created and last signed in. */
export async function runOwnerList(options: BackendOptions & { json?: boolean }): Promise<void> {
  const output = createOutput(options)
  await withBackend(options, 'newshub owner list', async (backend) => {
    const owners = await listOwners(backend)
    if (owners.length === 0) output.line('No owners yet. Add one with newshub owner add --email <email>.')
    for (const owner of owners) {
      output.line(
        `${owner.email}  created ${owner.created_at}  last sign-in ${owner.last_sign_in_at ?? 'never'}`,
      )
    }
    output.result(
      owners.map(({ id, email, created_at, last_sign_in_at }) => ({
        id,
        email,
        created_at,
        last_sign_in_at: last_sign_in_at ?? null,
      })),
    )
  })
}

/** Asks a yes/no question on the terminal (stderr); only "y" or "yes" is yes. */
export async function confirm(question: string): Promise<boolean> {
  const terminal = createInterface({ input: process.stdin, output: process.stderr })
  try {
    return /^y(es)?$/i.test((await terminal.question(question)).trim())
  } finally {
    terminal.close()
  }
}

/** `newshub owner remove`: deletes an owner's account and sessions, after a confirmation or --yes. */
export async function runOwnerRemove(
  options: BackendOptions & { email: string; yes?: boolean; json?: boolean },
): Promise<void> {
  const email = requireEmail(options.email)
  if (!options.yes && !process.stdin.isTTY) {
    throw new UsageError('Add --yes to remove an owner when there is no terminal to confirm on.')
  }
  const output = createOutput(options)
  await withBackend(options, 'newshub owner passwd', async (backend) => {
    const owner = await findOwner(backend, email)
    if (!options.yes && !(await confirm(`Remove the owner ${email}? They can no longer sign in. [y/N] `))) {
      throw new Error('Nothing was removed.')
    }
    const { error } = await backend.client.auth.admin.deleteUser(owner.id)
    if (error) throw new Error(`Could not remove the owner: ${error.message}`)
    output.line(`Owner ${email} removed.`)
    output.result({ id: owner.id, email, removed: true })
  })
}

/** `newshub owner passwd`: sets an owner's new password, which also signs them out everywhere. */
export async function runOwnerPasswd(
  options: BackendOptions & { email: string; passwordStdin?: boolean; json?: boolean },
): Promise<void> {
  const email = requireEmail(options.email)
  const password = await readNewPassword({ ...(options.passwordStdin ? { passwordStdin: true } : {}) })
  const output = createOutput(options)
  await withBackend(options, 'newshub owner remove', async (backend) => {
    const owner = await findOwner(backend, email)
    const { error } = await backend.client.auth.admin.updateUserById(owner.id, { password })
    if (error) throw new Error(`Could not change the password: ${error.message}`)
    output.line(`Password of ${email} changed; their sessions are signed out.`)
    output.result({ id: owner.id, email, changed: true })
  })
}
