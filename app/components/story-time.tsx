import { describeTime, formatLongDate, machineDate } from '../../core/posts/dates.ts'
import { useNow } from '../lib/now.tsx'

/**
 * When a story was published (or updated): '3 hours ago' under a week, else its long date, in a
 * `<time>` whose datetime is the full timestamp and whose title is the full date. Text that is no
 * ISO date (a built-in article's written-out date) is shown as it is.
 */
export function StoryTime({ iso, text }: { iso: string | null | undefined; text: string }) {
  const now = useNow()
  const machine = machineDate(iso)
  if (!machine) return <span>{text}</span>
  return (
    <time dateTime={machine} title={formatLongDate(iso)}>
      {describeTime(iso, now)}
    </time>
  )
}
