import { type BackendOptions, withBackend } from '../backend.ts'
import { UsageError } from '../errors.ts'
import { createOutput } from '../output.ts'

/** `newshub owner add`: creates a site owner (app_metadata.role 'owner') with the service role. */
export async function runOwnerAdd(
  options: BackendOptions & { email: string; password: string; json?: boolean },
): Promise<void> {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(options.email))
    throw new UsageError('Give a valid e-mail address with --email.')
  if (options.password.length < 8) throw new UsageError('The password must be at least 8 characters long.')
  const output = createOutput(options)
  await withBackend(options, 'newshub owner add', async (backend) => {
    const { data, error } = await backend.client.auth.admin.createUser({
      email: options.email,
      password: options.password,
      email_confirm: true,
      app_metadata: { role: 'owner' },
    })
    if (error) throw new Error(`Could not create the owner: ${error.message}`)
    output.line(`Owner ${options.email} created. Sign in at /login.`)
    output.result({ id: data.user?.id, email: options.email })
  })
}
