import { execFileSync } from 'node:child_process'
import { createDecipheriv, createECDH, createHmac, randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { Agent, createServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { decodeJwt, importJWK, jwtVerify } from 'jose'

/** A subscription as a browser's PushManager hands it out, with the private key only the browser holds. */
export interface SinkSubscription {
  id: string
  endpoint: string
  keys: { p256dh: string; auth: string }
  privateKey: Buffer
}

/** One message the stand-in received, decrypted. */
export interface ReceivedPush {
  subscriptionId: string
  /** The decrypted text of the message. */
  text: string
  headers: Record<string, string | string[] | undefined>
  /** The VAPID token's claims, verified against the key it names. */
  vapid: { aud: string; sub: string; exp: number; publicKey: string }
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest()

/**
 * RFC 8291 (Web Push message encryption) over RFC 8188 (aes128gcm), decrypting as the browser
 * does: written from the RFCs here, apart from the library that encrypts, so the two check each other.
 */
export function decryptPush(
  body: Buffer,
  subscription: Pick<SinkSubscription, 'keys' | 'privateKey'>,
): string {
  const salt = body.subarray(0, 16)
  const recordSize = body.readUInt32BE(16)
  const idLength = body[20] as number
  const senderPublic = body.subarray(21, 21 + idLength)
  const record = body.subarray(21 + idLength)
  if (idLength !== 65) throw new Error(`keyid is ${idLength} bytes, not the sender's 65-byte public key`)
  if (record.length > recordSize) throw new Error('more than one record')
  const ecdh = createECDH('prime256v1')
  ecdh.setPrivateKey(subscription.privateKey)
  const receiverPublic = Buffer.from(subscription.keys.p256dh, 'base64url')
  const secret = ecdh.computeSecret(senderPublic)
  const auth = Buffer.from(subscription.keys.auth, 'base64url')
  const prkKey = hmac(auth, secret)
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    receiverPublic,
    senderPublic,
    Buffer.from([1]),
  ])
  const ikm = hmac(prkKey, keyInfo)
  const prk = hmac(salt, ikm)
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16)
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12)
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(record.subarray(record.length - 16))
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()])
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end -= 1
  if (padded[end] !== 2) throw new Error('the last record does not end with the 0x02 delimiter')
  return padded.subarray(0, end).toString('utf8')
}

/** The claims of a VAPID Authorization header (`vapid t=JWT, k=KEY`), verified with the key it carries. */
async function verifyVapid(header: string | undefined): Promise<ReceivedPush['vapid']> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '')
  if (!match) throw new Error(`no VAPID Authorization header: ${header}`)
  const [, token, publicKey] = match as unknown as [string, string, string]
  const raw = Buffer.from(publicKey, 'base64url')
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  )
  await jwtVerify(token, key, { algorithms: ['ES256'] })
  const claims = decodeJwt(token) as { aud: string; sub: string; exp: number }
  return { aud: claims.aud, sub: claims.sub, exp: claims.exp, publicKey }
}

/** A self-signed certificate for 127.0.0.1, made with openssl for this stand-in alone. */
function selfSigned(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'newshub-push-tls-'))
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    )
    return {
      key: readFileSync(join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * A stand-in for a browser push service (FCM, Mozilla's autopush) on loopback HTTPS, for tests and
 * the bench: it hands out subscriptions as a browser would, and for every message it receives it
 * checks the VAPID token (RFC 8292), decrypts the body with the subscription's private key (RFC
 * 8291), records it and answers 201, or the status a test set for that subscription (410: gone).
 */
export async function startPushSink(options: { decrypt?: boolean } = {}) {
  const decrypt = options.decrypt ?? true
  const subscriptions = new Map<string, SinkSubscription>()
  const statuses = new Map<string, number>()
  const received: ReceivedPush[] = []
  const failures: string[] = []
  let count = 0
  const listeners = new Set<() => void>()
  const tls = selfSigned()
  const server = createServer({ ...tls, keepAliveTimeout: 30_000 }, (req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', async () => {
      const id = /^\/push\/([0-9a-f-]+)$/.exec(req.url ?? '')?.[1] ?? ''
      const subscription = subscriptions.get(id)
      const status = statuses.get(id)
      try {
        if (req.method !== 'POST' || !subscription) {
          res.writeHead(404).end()
          return
        }
        if (status) {
          res.writeHead(status).end()
          return
        }
        if (req.headers['content-encoding'] !== 'aes128gcm')
          throw new Error('Content-Encoding is not aes128gcm')
        if (!/^\d+$/.test(String(req.headers.ttl))) throw new Error('no TTL header')
        if (decrypt) {
          const vapid = await verifyVapid(req.headers.authorization)
          received.push({
            subscriptionId: id,
            text: decryptPush(Buffer.concat(chunks), subscription),
            headers: req.headers,
            vapid,
          })
        }
        count += 1
        res.writeHead(201, { Location: `/message/${randomUUID()}` }).end()
      } catch (failure) {
        failures.push((failure as Error).message)
        res.writeHead(400).end()
      } finally {
        for (const listener of listeners) listener()
      }
    })
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`
  const agent = new Agent({ ca: tls.cert, keepAlive: true, maxSockets: 128 })
  return {
    origin,
    /** An HTTPS agent that trusts this stand-in's certificate. */
    agent,
    /** The stand-in's certificate (PEM), for an agent in another process to trust. */
    certificate: tls.cert,
    received,
    /** Messages that were refused (bad encryption, token or headers). */
    failures,
    /** Messages accepted (decrypted or not). */
    get count() {
      return count
    },
    /** A new subscription, as PushManager.subscribe() would give a browser. */
    subscribe(): SinkSubscription {
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      const id = randomUUID()
      const subscription = {
        id,
        endpoint: `${origin}/push/${id}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
        privateKey: ecdh.getPrivateKey(),
      }
      subscriptions.set(id, subscription)
      return subscription
    },
    /** Answer this status to messages for a subscription from now on (404 or 410: it is gone). */
    answer(id: string, status: number) {
      statuses.set(id, status)
    },
    /** Resolves once `n` messages were accepted in all. */
    waitFor(n: number): Promise<void> {
      if (count >= n) return Promise.resolve()
      return new Promise((done) => {
        const listener = () => {
          if (count < n) return
          listeners.delete(listener)
          done()
        }
        listeners.add(listener)
      })
    },
    async stop() {
      agent.destroy()
      await new Promise<void>((closed) => {
        server.close(() => closed())
        server.closeAllConnections()
      })
    },
  }
}

export type PushSink = Awaited<ReturnType<typeof startPushSink>>
