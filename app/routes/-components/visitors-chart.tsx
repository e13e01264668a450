import { useEffect, useRef } from 'react'
import type { ReaderFigures } from '../../../core/analytics/figures.ts'

/**
 * Views and visitors per day as a line chart (uPlot, loaded with this owner page only). The same
 * figures are in the table beside it for screen readers and keyboard users; the chart is an image
 * of them.
 */
export function VisitorsChart({ days }: { days: ReaderFigures['days'] }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (!element) return
    let chart: { destroy(): void } | undefined
    let cancelled = false
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (cancelled) return
      const times = days.map((day) => Date.parse(`${day.day}T00:00:00Z`) / 1000)
      chart = new UPlot(
        {
          width: Math.max(280, element.clientWidth),
          height: 240,
          series: [
            {},
            { label: 'Views', stroke: '#1e40af', width: 2 },
            { label: 'Visitors', stroke: '#b45309', width: 2 },
          ],
          axes: [{}, {}],
          scales: { x: { time: true } },
        },
        [times, days.map((day) => day.views), days.map((day) => day.visitors)],
        element,
      )
    })
    return () => {
      cancelled = true
      chart?.destroy()
    }
  }, [days])
  return <div ref={box} data-testid="visitors-chart" aria-hidden="true" className="mt-4 min-h-60" />
}
