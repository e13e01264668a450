import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { findGeneratorPreset, type GeneratorPreset } from '../../core/generator/presets.ts'
import { newsroomPreviewPath } from '../../core/newsroom/paths.ts'
import { invokeFunction } from '../../core/owner/call-result.ts'
import { type GeneratedArticle, generatorFamily, runGeneratorFlow } from '../../core/owner/generator-flow.ts'
import { insertGeneratedPost } from '../newsroom/posts-admin.ts'
import { OwnerGate, type OwnerSession } from './owner-gate.tsx'
import { Spinner, Toast } from './toast.tsx'

function BusinessDetails({ preset }: { preset: GeneratorPreset }) {
  return (
    <div className="mt-6 grid gap-6 md:grid-cols-2">
      <section aria-labelledby="business-heading" className="rounded-lg border border-slate-200 p-5">
        <h2 id="business-heading" className="text-lg font-bold">
          Business details
        </h2>
        <p className="mt-2 font-semibold">{preset.business.name}</p>
        <p className="mt-1 text-sm text-slate-600">{preset.business.description}</p>
        <ul className="mt-3 space-y-1 text-sm">
          {preset.input.locations.map((location) => (
            <li key={location.address}>
              {location.address} · {location.phone}
            </li>
          ))}
          <li>{preset.business.website}</li>
        </ul>
      </section>
      <section aria-labelledby="keywords-heading" className="rounded-lg border border-slate-200 p-5">
        <h2 id="keywords-heading" className="text-lg font-bold">
          Target keywords
        </h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {preset.input.keywords.map((keyword) => (
            <li key={keyword} className="rounded-full bg-blue-50 px-3 py-1 text-sm text-blue-900">
              {keyword}
            </li>
          ))}
        </ul>
        <h2 className="mt-5 text-lg font-bold">Content focus</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {preset.contentFocus.map((focus) => (
            <li key={focus}>{focus}</li>
          ))}
        </ul>
        <p className="mt-4 text-sm font-semibold">Target length: {preset.input.wordCount ?? 3000} words</p>
      </section>
    </div>
  )
}

function Generator({ preset, owner }: { preset: GeneratorPreset; owner: OwnerSession }) {
  const router = useRouter()
  const family = generatorFamily(preset.id)
  const [busy, setBusy] = useState(false)
  const [toast, setToast] = useState<{ message: string; tone: 'success' | 'error' } | null>(null)
  async function generate() {
    setBusy(true)
    setToast(null)
    const outcome = await runGeneratorFlow(family, preset.input, {
      generate: (input) => invokeFunction<GeneratedArticle>(owner.client, 'generate-blog', input),
      save: (post, brief) => insertGeneratedPost(owner.client, post, brief),
    })
    setBusy(false)
    setToast({ message: outcome.message, tone: outcome.ok ? 'success' : 'error' })
    if (!outcome.ok) return
    // The post is a draft: the owner lands on its preview (readers cannot open it yet).
    const preview = newsroomPreviewPath(outcome.id)
    if (outcome.redirect === 'full-page') window.location.assign(preview)
    else await router.navigate({ href: preview })
  }
  return (
    <>
      <p className="mt-4 max-w-3xl text-slate-700">
        Generates a {preset.input.wordCount ?? 3000}-word local SEO article for {preset.business.name}, with
        links back to its website, and saves it as a draft to review and publish in the newsroom.
      </p>
      {family === 'detailed' ? <BusinessDetails preset={preset} /> : null}
      <button
        type="button"
        onClick={generate}
        disabled={busy}
        aria-busy={busy}
        className="mt-6 inline-flex items-center gap-2 rounded-md bg-blue-800 px-6 py-3 font-semibold text-white hover:bg-blue-900 disabled:opacity-60"
      >
        {busy ? <Spinner /> : null}
        {busy ? 'Generating...' : `Generate ${preset.business.name} Blog Post`}
      </button>
      <Toast message={toast?.message ?? null} tone={toast?.tone ?? 'success'} />
    </>
  )
}

/** A generator page for one preset, behind the owner sign-in. */
export function GeneratorPage({ presetId }: { presetId: GeneratorPreset['id'] }) {
  const preset = findGeneratorPreset(presetId) as GeneratorPreset
  return <OwnerGate title={preset.label}>{(owner) => <Generator preset={preset} owner={owner} />}</OwnerGate>
}
