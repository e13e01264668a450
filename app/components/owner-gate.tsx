import type { Session, SupabaseClient } from '@supabase/supabase-js'
import { type ReactNode, useEffect, useId, useState } from 'react'
import { isOwnerMetadata } from '../../core/owner/roles.ts'
import type { Database } from '../../supabase/database.types.ts'
import { loadOwnerClient } from '../lib/owner-client.ts'
import { useAppContext } from '../lib/use-app-context.ts'

/** What a tool page gets once an owner is signed in. */
export interface OwnerSession {
  client: SupabaseClient<Database>
  session: Session
}

type GateState =
  | { kind: 'checking' }
  | { kind: 'signed-out'; client: SupabaseClient<Database> }
  | { kind: 'not-owner'; client: SupabaseClient<Database>; email: string }
  | { kind: 'owner'; client: SupabaseClient<Database>; session: Session }

function stateOf(client: SupabaseClient<Database>, session: Session | null): GateState {
  if (!session) return { kind: 'signed-out', client }
  if (!isOwnerMetadata(session.user.app_metadata))
    return { kind: 'not-owner', client, email: session.user.email ?? '' }
  return { kind: 'owner', client, session }
}

function SignInForm({ client }: { client: SupabaseClient<Database> }) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const emailId = useId()
  const passwordId = useId()
  return (
    <form
      className="mx-auto mt-6 max-w-sm space-y-4 rounded-lg border border-slate-200 p-6 shadow-sm"
      aria-labelledby="sign-in-heading"
      onSubmit={async (event) => {
        event.preventDefault()
        const form = new FormData(event.currentTarget)
        setBusy(true)
        setError(null)
        const { error: failure } = await client.auth.signInWithPassword({
          email: String(form.get('email') ?? '').trim(),
          password: String(form.get('password') ?? ''),
        })
        setBusy(false)
        if (failure) setError(failure.message)
      }}
    >
      <h2 id="sign-in-heading" className="text-xl font-bold">
        Owner sign-in
      </h2>
      <p className="text-sm text-slate-600">The site's tools are for its owner. Sign in to continue.</p>
      <div>
        <label htmlFor={emailId} className="block text-sm font-semibold">
          Email
        </label>
        <input
          id={emailId}
          name="email"
          type="email"
          required
          autoComplete="username"
          className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2"
        />
      </div>
      <div>
        <label htmlFor={passwordId} className="block text-sm font-semibold">
          Password
        </label>
        <input
          id={passwordId}
          name="password"
          type="password"
          required
          autoComplete="current-password"
          className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2"
        />
      </div>
      {error ? (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-md bg-blue-800 px-4 py-2 font-semibold text-white hover:bg-blue-900 disabled:opacity-60"
      >
        {busy ? 'Signing in...' : 'Sign in'}
      </button>
    </form>
  )
}

/**
 * Shows its children only to a signed-in owner; anyone else gets the sign-in form. The session
 * lives in the browser (supabase-js keeps and refreshes it), so the server renders the check state.
 */
export function OwnerGate({
  title,
  children,
}: {
  title: string
  children: (owner: OwnerSession) => ReactNode
}) {
  const { config } = useAppContext()
  const [state, setState] = useState<GateState>({ kind: 'checking' })
  useEffect(() => {
    let active = true
    let unsubscribe: () => void = () => undefined
    loadOwnerClient(config).then(async (client) => {
      const { data } = await client.auth.getSession()
      if (active) setState(stateOf(client, data.session))
      const { data: listener } = client.auth.onAuthStateChange((_event, session) => {
        if (active) setState(stateOf(client, session))
      })
      unsubscribe = () => listener.subscription.unsubscribe()
    })
    return () => {
      active = false
      unsubscribe()
    }
  }, [config])
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-extrabold sm:text-4xl">{title}</h1>
      {state.kind === 'checking' ? (
        <p role="status" className="mt-6 text-slate-600">
          Checking your sign-in...
        </p>
      ) : state.kind === 'owner' ? (
        <>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            Signed in as {state.session.user.email}
            <button
              type="button"
              onClick={() => state.client.auth.signOut()}
              className="font-semibold text-blue-800 underline"
            >
              Sign out
            </button>
          </p>
          {children({ client: state.client, session: state.session })}
        </>
      ) : (
        <>
          {state.kind === 'not-owner' ? (
            <p role="alert" className="mt-6 text-center text-red-800">
              {state.email} is not a site owner.{' '}
              <button
                type="button"
                onClick={() => state.client.auth.signOut()}
                className="font-semibold underline"
              >
                Sign out
              </button>
            </p>
          ) : null}
          <SignInForm client={state.client} />
        </>
      )}
    </div>
  )
}
