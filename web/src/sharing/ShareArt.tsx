/*
 * The artwork of the generated images (share images, the home-screen icon), drawn by next/og's
 * renderer: inline styles only (it reads no stylesheet), and flex layout on every element with
 * more than one child. The colours are the design tokens' (web/src/styles/tokens.css), written out
 * because the renderer cannot read custom properties.
 */

/** The tokens the images use. */
export const ART_COLOURS = {
  /** --color-surface-inverse: the dark band of the footer and banner. */
  night: '#0b1226',
  /** --color-surface-inverse-raised. */
  nightRaised: '#141d36',
  /** --color-brand-600 (--color-brand). */
  brand: '#2f4fe0',
  /** --color-brand-400: the front sheet on dark backgrounds. */
  brand400: '#6d86f5',
  /** --color-brand-300: the middle sheet. */
  brand300: '#9db1ff',
  /** --color-brand-200: the fold on light backgrounds, the middle sheet on dark ones. */
  brand200: '#c3cffd',
  /** --color-brand-100: the fold on dark backgrounds. */
  brand100: '#e0e7ff',
  /** --color-accent-400: the back sheet. */
  accent: '#fbbf24',
  /** --color-ink-inverse: text on the dark band. */
  inkInverse: '#e6eaf2',
} as const;

/** The whole image, laying out its children in a row. */
const CANVAS = { width: '100%', height: '100%', display: 'flex' } as const;

/**
 * The document-stack mark of the logo (components/chrome/Logo.tsx) at `size` pixels, in its light
 * tones ('default') or its tones for dark backgrounds ('inverse').
 */
export function LogoMarkArt({ size, tone = 'default' }: { size: number; tone?: 'default' | 'inverse' }) {
  const front = tone === 'inverse' ? ART_COLOURS.brand400 : ART_COLOURS.brand;
  const middle = tone === 'inverse' ? ART_COLOURS.brand200 : ART_COLOURS.brand300;
  const fold = tone === 'inverse' ? ART_COLOURS.brand100 : ART_COLOURS.brand200;
  return (
    <svg width={size} height={size} viewBox="0 0 32 32">
      <rect x="2.5" y="7.5" width="15" height="20" rx="3" transform="rotate(-16 10 17.5)" fill={ART_COLOURS.accent} />
      <rect x="6.5" y="5" width="15" height="20" rx="3" transform="rotate(-7 14 15)" fill={middle} />
      <path d="M15 3h8.5L29 8.5V26a3 3 0 0 1-3 3H15a3 3 0 0 1-3-3V6a3 3 0 0 1 3-3Z" fill={front} />
      <path d="M23.5 3v3.5a2 2 0 0 0 2 2H29Z" fill={fold} />
      <path
        d="M16 14.5h9M16 18.5h9M16 22.5h5.5"
        fill="none"
        stroke="#ffffff"
        strokeWidth="2"
        strokeLinecap="round"
        strokeOpacity="0.92"
      />
    </svg>
  );
}

/** The home-screen icon: the mark, white-backed with a margin, as iOS rounds and crops it. */
export function AppleIconArt({ size }: { size: number }) {
  return (
    <div
      style={{
        ...CANVAS,
        alignItems: 'center',
        justifyContent: 'center',
        background: '#ffffff',
      }}
    >
      <LogoMarkArt size={Math.round(size * 0.72)} />
    </div>
  );
}

/** The headline's size: large for short titles, smaller as they grow, so that three lines hold them. */
function headlineSize(text: string): number {
  if (text.length <= 36) return 76;
  if (text.length <= 64) return 64;
  return 52;
}

/**
 * A page's share image (1200 × 630): the logo and product name, the page's headline, and the
 * fanned sheets of the mark, large, on the site's dark band.
 */
export function ShareImage({
  headline,
  kicker,
  productName,
}: {
  headline: string;
  kicker?: string | null;
  productName: string;
}) {
  return (
    <div
      style={{
        ...CANVAS,
        position: 'relative',
        overflow: 'hidden',
        backgroundColor: ART_COLOURS.night,
        backgroundImage: `radial-gradient(circle at 88% 18%, ${ART_COLOURS.brand} 0%, rgba(47, 79, 224, 0.35) 32%, rgba(11, 18, 38, 0) 62%)`,
        color: '#ffffff',
      }}
    >
      <div style={{ position: 'absolute', right: -70, top: 120, display: 'flex', opacity: 0.95 }}>
        <LogoMarkArt size={520} tone="inverse" />
      </div>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: 780,
          height: '100%',
          padding: '64px 0 64px 72px',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center' }}>
          <LogoMarkArt size={64} tone="inverse" />
          <div style={{ display: 'flex', marginLeft: 18, fontSize: 44, letterSpacing: -1, lineHeight: 1 }}>
            {productName}
            <span style={{ fontSize: 20, marginLeft: 2, marginTop: -2 }}>™</span>
          </div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          {kicker ? (
            <div style={{ display: 'flex', fontSize: 28, color: ART_COLOURS.brand200, marginBottom: 20 }}>{kicker}</div>
          ) : null}
          <div
            style={{
              display: 'block',
              fontSize: headlineSize(headline),
              lineHeight: 1.12,
              letterSpacing: -1.5,
              color: '#ffffff',
              lineClamp: 4,
            }}
          >
            {headline}
          </div>
        </div>
        <div
          style={{ display: 'flex', width: 132, height: 10, borderRadius: 5, backgroundColor: ART_COLOURS.accent }}
        />
      </div>
    </div>
  );
}
