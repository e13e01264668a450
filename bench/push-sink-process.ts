/**
 * The push stand-in in a process of its own, as a real push service is another machine: the
 * bench's reader latency then measures what the site's process does (claiming, encrypting, sending,
 * recording), not the stand-in's TLS and bookkeeping. Run as a child of bench/push.bench.ts, spoken
 * to over the IPC channel; `startPushSinkProcess` is the parent's side.
 */
import { type ChildProcess, fork } from 'node:child_process'
import { Agent } from 'node:https'
import { startPushSink } from '../cli/push/push-sink.ts'

type Request = { id: number; kind: 'subscribe'; count: number } | { id: number; kind: 'count' | 'stop' }

interface Subscription {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

if (process.send && process.argv[2] === '--child') {
  const sink = await startPushSink({ decrypt: false })
  const send = process.send.bind(process)
  process.on('message', async (request: Request) => {
    if (request.kind === 'subscribe') {
      const subscriptions: Subscription[] = Array.from({ length: request.count }, () => {
        const { endpoint, keys } = sink.subscribe()
        return { endpoint, keys }
      })
      send({ id: request.id, subscriptions })
    } else if (request.kind === 'count') {
      send({ id: request.id, count: sink.count, failures: sink.failures.length })
    } else {
      await sink.stop()
      send({ id: request.id })
      process.disconnect()
    }
  })
  send({ ready: true, certificate: sink.certificate })
}

/** Starts the stand-in in a child process; answers an agent that trusts it and its controls. */
export async function startPushSinkProcess() {
  const child: ChildProcess = fork(new URL(import.meta.url).pathname, ['--child'], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const certificate = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: { certificate: string }) => resolve(message.certificate))
    child.once('exit', (code) => reject(new Error(`The push stand-in stopped (exit code ${code}).`)))
  })
  let next = 0
  const ask = <T>(request: Omit<Request, 'id'> & { count?: number }): Promise<T> => {
    const id = ++next
    return new Promise((resolve) => {
      const listener = (message: { id?: number }) => {
        if (message.id !== id) return
        child.off('message', listener)
        resolve(message as T)
      }
      child.on('message', listener)
      child.send({ ...request, id })
    })
  }
  const agent = new Agent({ ca: certificate, keepAlive: true, maxSockets: 128 })
  return {
    agent,
    /** New subscriptions, as PushManager.subscribe() would give browsers. */
    async subscribe(count: number): Promise<Subscription[]> {
      return (await ask<{ subscriptions: Subscription[] }>({ kind: 'subscribe', count })).subscriptions
    },
    /** Messages accepted, and refused, so far. */
    counts: () => ask<{ count: number; failures: number }>({ kind: 'count' }),
    async stop() {
      agent.destroy()
      await ask({ kind: 'stop' })
    },
  }
}
