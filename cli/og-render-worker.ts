/**
 * The link-preview drawing thread (og-image.ts): satori lays the card out, resvg draws it to PNG.
 * Both keep what they allocate (satori's layout engine is WebAssembly, whose memory never shrinks;
 * resvg's pixmaps are native memory), so they run here, on a thread the server ends when it has
 * been idle a while or has drawn many cards, which gives all of it back.
 */
import { readFile } from 'node:fs/promises'
import { parentPort } from 'node:worker_threads'
import { Resvg } from '@resvg/resvg-js'
import { createElement } from 'react'
import satori, { type Font } from 'satori'
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, type OgCard } from '../core/seo/og-image.ts'
import { OgCardLayout, OgOverlayLayout } from './og-card.tsx'

/** A drawing job: the card, and the post's own picture file when it has one. */
export interface DrawJob {
  id: number
  card: OgCard
  picture: { type: string; path: string } | null
  fonts: { weight: 600 | 800; path: string }[]
}

export type DrawReply = { id: number; png: Uint8Array } | { id: number; error: string }

const port = parentPort
if (!port) throw new Error('og-render-worker: started outside a worker thread')

let fonts: Promise<Font[]> | undefined

port.on('message', (job: DrawJob) => {
  draw(job).then(
    (png) => port.postMessage({ id: job.id, png } satisfies DrawReply, [png.buffer as ArrayBuffer]),
    (error: unknown) =>
      port.postMessage({
        id: job.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies DrawReply),
  )
})

async function draw(job: DrawJob): Promise<Uint8Array> {
  fonts ??= Promise.all(
    job.fonts.map(async ({ weight, path }) => ({
      name: 'Inter',
      weight,
      style: 'normal' as const,
      data: await readFile(path),
    })),
  )
  const picture = job.picture ? { type: job.picture.type, bytes: await readFile(job.picture.path) } : null
  // A picture resvg cannot read still leaves the page a preview: the drawn card.
  if (picture && isDrawable(picture)) {
    const overlay = await satori(createElement(OgOverlayLayout, { card: job.card }), {
      width: OG_IMAGE_WIDTH,
      height: OG_IMAGE_HEIGHT,
      fonts: await fonts,
    })
    return rasterize(pictureSvg(picture, overlay), true)
  }
  const svg = await satori(createElement(OgCardLayout, { card: job.card }), {
    width: OG_IMAGE_WIDTH,
    height: OG_IMAGE_HEIGHT,
    fonts: await fonts,
  })
  return rasterize(svg, false)
}

/** Whether the picture is what its extension says: an SVG resvg parses, or a PNG, JPEG or GIF by its signature. */
function isDrawable(picture: { type: string; bytes: Buffer }): boolean {
  if (picture.type === 'image/svg+xml') {
    try {
      new Resvg(picture.bytes, { font: { loadSystemFonts: false } })
      return true
    } catch {
      return false
    }
  }
  const signatures: Record<string, number[]> = {
    'image/png': [0x89, 0x50, 0x4e, 0x47],
    'image/jpeg': [0xff, 0xd8, 0xff],
    'image/gif': [0x47, 0x49, 0x46, 0x38],
  }
  return (signatures[picture.type] ?? [-1]).every((byte, index) => picture.bytes[index] === byte)
}

/**
 * An SVG that fills 1200x630 with the picture, scaled to cover and cropped around its centre,
 * darkened most at the top, where the brand and headline sit (`overlay`, satori's SVG of
 * OgOverlayLayout, nested as it is) read on any picture.
 */
function pictureSvg(picture: { type: string; bytes: Buffer }, overlay: string): string {
  const href = `data:${picture.type};base64,${picture.bytes.toString('base64')}`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}"><defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0f172a" stop-opacity="0.72"/><stop offset="0.5" stop-color="#0f172a" stop-opacity="0.45"/><stop offset="1" stop-color="#0f172a" stop-opacity="0.2"/></linearGradient></defs><rect width="100%" height="100%" fill="#ffffff"/><image href="${href}" width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}" preserveAspectRatio="xMidYMid slice"/><rect width="100%" height="100%" fill="url(#shade)"/>${overlay}</svg>`
}

/** PNG of an SVG. satori draws text as paths; only a post's own picture may need the system's fonts. */
function rasterize(svg: string, systemFonts: boolean): Uint8Array {
  const png = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: systemFonts } })
    .render()
    .asPng()
  return new Uint8Array(png)
}
