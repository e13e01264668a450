import { BRAND } from '../core/constants.ts'
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, type OgCard } from '../core/seo/og-image.ts'

/**
 * The drawn link-preview card of a page without a picture of its own: the brand, the category (or
 * service group and county) and the title on the site's dark blue. satori lays it out (flexbox
 * only, every element with more than one child needs display: flex); it runs on the server only.
 */
export function OgCardLayout({ card }: { card: OgCard }) {
  return (
    <div
      style={{
        width: OG_IMAGE_WIDTH,
        height: OG_IMAGE_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        // 72px each side: the text column below is 1200 - 2 x 72 = 1056 wide.
        padding: '64px 72px',
        backgroundColor: '#1e3a8a',
        backgroundImage: 'linear-gradient(135deg, #1e3a8a 0%, #172554 100%)',
        color: '#ffffff',
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', fontSize: 40, fontWeight: 800 }}>
        <div style={{ width: 20, height: 48, marginRight: 20, backgroundColor: '#60a5fa' }} />
        {BRAND}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', width: 1056 }}>
        <div
          style={{
            display: 'block',
            width: 1056,
            fontSize: 30,
            fontWeight: 600,
            color: '#bfdbfe',
            textTransform: 'uppercase',
            letterSpacing: 2,
            marginBottom: 20,
            lineClamp: 1,
          }}
        >
          {card.eyebrow}
        </div>
        <div
          style={{
            display: 'block',
            fontSize: titleSize(card.title),
            width: 1056,
            fontWeight: 800,
            lineHeight: 1.12,
            lineClamp: 4,
          }}
        >
          {card.title}
        </div>
      </div>
      <div style={{ display: 'flex', fontSize: 26, fontWeight: 600, color: '#bfdbfe' }}>
        {'Local & national news · Michigan services'}
      </div>
    </div>
  )
}

/** Shorter titles are drawn larger; four lines of the smallest size hold about 140 characters. */
function titleSize(title: string): number {
  if (title.length <= 40) return 76
  if (title.length <= 80) return 62
  return 52
}

/**
 * What is drawn over a page's own picture: the brand at the top and the headline at the foot, in
 * white on a transparent ground (pictureSvg darkens the picture beneath them), so stories that share
 * a picture still have previews that tell them apart.
 */
export function OgOverlayLayout({ card }: { card: OgCard }) {
  return (
    <div
      style={{
        width: OG_IMAGE_WIDTH,
        height: OG_IMAGE_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        padding: '56px 72px',
        color: '#ffffff',
        fontFamily: 'Inter',
      }}
    >
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          alignSelf: 'flex-start',
          fontSize: 36,
          fontWeight: 800,
          padding: '10px 22px',
          backgroundColor: '#1e3a8a',
          borderRadius: 8,
        }}
      >
        {BRAND}
      </div>
      {/* The words follow the brand from the top: laid out towards the foot, resvg drew the title
          past the picture's lower edge. */}
      <div style={{ display: 'flex', flexDirection: 'column', width: 1056, marginTop: 36 }}>
        <div
          style={{
            display: 'block',
            width: 1056,
            fontSize: 26,
            fontWeight: 600,
            color: '#dbeafe',
            textTransform: 'uppercase',
            letterSpacing: 2,
            marginBottom: 14,
            lineClamp: 1,
          }}
        >
          {card.eyebrow}
        </div>
        <div
          style={{
            display: 'flex',
            fontSize: titleSize(card.title) - 8,
            width: 1056,
            fontWeight: 800,
            lineHeight: 1.12,
          }}
        >
          {card.title}
        </div>
      </div>
    </div>
  )
}
