import type { ReactNode } from 'react';

/**
 * Simple line-and-fill pictograms on a 64 × 64 grid, drawn in two tones of a card's palette.
 * Our own artwork (DECISIONS "Pictures"): each care item and demo step gets one of these.
 */
export type GlyphName =
  | 'bubbles'
  | 'droplet'
  | 'droplets'
  | 'leaf'
  | 'balance'
  | 'sun'
  | 'waves'
  | 'clear'
  | 'pores'
  | 'shield'
  | 'fade'
  | 'lift'
  | 'eye'
  | 'diamond'
  | 'sparkle'
  | 'heart'
  | 'pad'
  | 'mask'
  | 'dropper'
  | 'jar'
  | 'spray'
  | 'device';

interface Tones {
  accent: string;
  soft: string;
}

const stroke = (accent: string) => ({
  fill: 'none',
  stroke: accent,
  strokeWidth: 3,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
});

const DROP = 'M32 8C32 8 15 29 15 40a17 17 0 0 0 34 0C49 29 32 8 32 8Z';

const GLYPHS: Record<GlyphName, (tones: Tones) => ReactNode> = {
  bubbles: ({ accent, soft }) => (
    <>
      <circle cx="26" cy="36" r="14" fill={soft} />
      <circle cx="26" cy="36" r="14" {...stroke(accent)} />
      <circle cx="44" cy="22" r="8" {...stroke(accent)} />
      <circle cx="46" cy="44" r="5" {...stroke(accent)} />
      <path d="M20 30a7 7 0 0 1 6-4" {...stroke('#fff')} />
    </>
  ),
  droplet: ({ accent, soft }) => (
    <>
      <path d={DROP} fill={soft} />
      <path d={DROP} {...stroke(accent)} />
      <path d="M24 40a8 8 0 0 0 8 8" {...stroke('#fff')} />
    </>
  ),
  droplets: ({ accent, soft }) => (
    <>
      <path d="M22 14c0 0-10 13-10 20a10 10 0 0 0 20 0c0-7-10-20-10-20Z" fill={soft} />
      <path d="M42 22c0 0-10 13-10 20a10 10 0 0 0 20 0c0-7-10-20-10-20Z" {...stroke(accent)} />
      <path d="M22 14c0 0-10 13-10 20a10 10 0 0 0 20 0c0-7-10-20-10-20Z" {...stroke(accent)} />
      <circle cx="48" cy="12" r="3" fill={accent} />
    </>
  ),
  leaf: ({ accent, soft }) => (
    <>
      <path d="M14 50C14 26 30 12 52 12c0 24-14 38-38 38Z" fill={soft} />
      <path d="M14 50C14 26 30 12 52 12c0 24-14 38-38 38Z" {...stroke(accent)} />
      <path d="M14 50 40 24M26 38h10M30 32v-8" {...stroke(accent)} />
    </>
  ),
  balance: ({ accent, soft }) => (
    <>
      <path d="M32 12v40M18 52h28M12 22h40" {...stroke(accent)} />
      <path d="M12 22 6 36h12ZM52 22l-6 14h12Z" fill={soft} />
      <path d="M12 22 6 36h12ZM52 22l-6 14h12Z" {...stroke(accent)} />
    </>
  ),
  sun: ({ accent, soft }) => (
    <>
      <circle cx="32" cy="32" r="11" fill={soft} />
      <circle cx="32" cy="32" r="11" {...stroke(accent)} />
      <path
        d="M32 8v6M32 50v6M8 32h6M50 32h6M15 15l4 4M45 45l4 4M15 49l4-4M45 19l4-4"
        {...stroke(accent)}
      />
    </>
  ),
  waves: ({ accent, soft }) => (
    <>
      <circle cx="32" cy="32" r="22" fill={soft} opacity="0.6" />
      <path
        d="M12 24c5-5 10-5 15 0s10 5 15 0 10-5 10 0M12 34c5-5 10-5 15 0s10 5 15 0 10-5 10 0M12 44c5-5 10-5 15 0s10 5 15 0 10-5 10 0"
        {...stroke(accent)}
      />
    </>
  ),
  clear: ({ accent, soft }) => (
    <>
      <circle cx="32" cy="32" r="20" fill={soft} />
      <circle cx="24" cy="26" r="3" fill={accent} />
      <circle cx="40" cy="38" r="3" fill={accent} />
      <path d="M40 18v10M35 23h10M22 38v8M18 42h8" {...stroke(accent)} />
    </>
  ),
  pores: ({ accent, soft }) => (
    <>
      <rect x="10" y="10" width="44" height="44" rx="12" fill={soft} />
      {[20, 32, 44].flatMap((x) =>
        [20, 32, 44].map((y) => (
          <circle
            key={`${x}-${y}`}
            cx={x}
            cy={y}
            r={(x + y) % 24 === 0 ? 3.5 : 2.2}
            fill={accent}
          />
        )),
      )}
    </>
  ),
  shield: ({ accent, soft }) => (
    <>
      <path d="M32 8 50 15v14c0 13-8 22-18 27C22 51 14 42 14 29V15Z" fill={soft} />
      <path d="M32 8 50 15v14c0 13-8 22-18 27C22 51 14 42 14 29V15Z" {...stroke(accent)} />
      <path d="M24 32l6 6 11-12" {...stroke(accent)} />
    </>
  ),
  fade: ({ accent, soft }) => (
    <>
      <circle cx="22" cy="32" r="10" fill={accent} />
      <circle cx="38" cy="32" r="8" fill={accent} opacity="0.5" />
      <circle cx="51" cy="32" r="6" fill={soft} />
      <path d="M10 50h44" {...stroke(accent)} />
    </>
  ),
  lift: ({ accent, soft }) => (
    <>
      <path d="M12 50c8-4 12-10 20-10s12 6 20 10" fill={soft} />
      <path d="M22 34V14m-7 7 7-7 7 7M42 34V14m-7 7 7-7 7 7" {...stroke(accent)} />
      <path d="M12 50c8-4 12-10 20-10s12 6 20 10" {...stroke(accent)} />
    </>
  ),
  eye: ({ accent, soft }) => (
    <>
      <path d="M8 32c7-11 15-16 24-16s17 5 24 16c-7 11-15 16-24 16S15 43 8 32Z" fill={soft} />
      <path
        d="M8 32c7-11 15-16 24-16s17 5 24 16c-7 11-15 16-24 16S15 43 8 32Z"
        {...stroke(accent)}
      />
      <circle cx="32" cy="32" r="7" fill={accent} />
      <circle cx="35" cy="29" r="2" fill="#fff" />
    </>
  ),
  diamond: ({ accent, soft }) => (
    <>
      <path d="M20 14h24l10 14-22 26L10 28Z" fill={soft} />
      <path
        d="M20 14h24l10 14-22 26L10 28ZM10 28h44M26 14l-4 14 10 26 10-26-4-14"
        {...stroke(accent)}
      />
    </>
  ),
  sparkle: ({ accent, soft }) => (
    <>
      <path
        d="M28 10c2 12 6 16 18 18-12 2-16 6-18 18-2-12-6-16-18-18 12-2 16-6 18-18Z"
        fill={soft}
      />
      <path
        d="M28 10c2 12 6 16 18 18-12 2-16 6-18 18-2-12-6-16-18-18 12-2 16-6 18-18Z"
        {...stroke(accent)}
      />
      <path d="M48 40c1 5 3 7 8 8-5 1-7 3-8 8-1-5-3-7-8-8 5-1 7-3 8-8Z" fill={accent} />
    </>
  ),
  heart: ({ accent, soft }) => (
    <>
      <path
        d="M32 52S10 39 10 24a11 11 0 0 1 22-3 11 11 0 0 1 22 3c0 15-22 28-22 28Z"
        fill={soft}
      />
      <path
        d="M32 52S10 39 10 24a11 11 0 0 1 22-3 11 11 0 0 1 22 3c0 15-22 28-22 28Z"
        {...stroke(accent)}
      />
      <path d="M32 26v14M25 33h14" {...stroke(accent)} />
    </>
  ),
  pad: ({ accent, soft }) => (
    <>
      <circle cx="32" cy="32" r="20" fill={soft} />
      <circle cx="32" cy="32" r="20" {...stroke(accent)} />
      <path d="M20 28h24M18 36h28M22 44h20M24 20h16" {...stroke('#fff')} />
    </>
  ),
  mask: ({ accent, soft }) => (
    <>
      <path d="M32 8c13 0 20 10 20 24S44 56 32 56 12 46 12 32 19 8 32 8Z" fill={soft} />
      <path d="M32 8c13 0 20 10 20 24S44 56 32 56 12 46 12 32 19 8 32 8Z" {...stroke(accent)} />
      <path d="M21 28h7M36 28h7M27 44c3 2 7 2 10 0" {...stroke(accent)} />
    </>
  ),
  dropper: ({ accent, soft }) => (
    <>
      <rect x="20" y="28" width="24" height="26" rx="6" fill={soft} />
      <rect x="20" y="28" width="24" height="26" rx="6" {...stroke(accent)} />
      <path d="M32 28V18M26 12h12v6H26Z" {...stroke(accent)} />
      <path d="M32 36c0 0-4 5-4 8a4 4 0 0 0 8 0c0-3-4-8-4-8Z" fill={accent} />
    </>
  ),
  jar: ({ accent, soft }) => (
    <>
      <rect x="12" y="28" width="40" height="24" rx="8" fill={soft} />
      <rect x="12" y="28" width="40" height="24" rx="8" {...stroke(accent)} />
      <rect x="16" y="18" width="32" height="10" rx="4" fill={accent} />
      <path d="M20 40h14" {...stroke('#fff')} />
    </>
  ),
  spray: ({ accent, soft }) => (
    <>
      <rect x="20" y="26" width="22" height="30" rx="6" fill={soft} />
      <rect x="20" y="26" width="22" height="30" rx="6" {...stroke(accent)} />
      <path d="M26 26v-8h10v8M36 20h6" {...stroke(accent)} />
      <circle cx="49" cy="14" r="2" fill={accent} />
      <circle cx="53" cy="20" r="2" fill={accent} />
      <circle cx="49" cy="25" r="2" fill={accent} />
    </>
  ),
  device: ({ accent, soft }) => (
    <>
      <rect x="14" y="24" width="16" height="32" rx="8" fill={soft} />
      <rect x="14" y="24" width="16" height="32" rx="8" {...stroke(accent)} />
      <circle cx="22" cy="18" r="6" {...stroke(accent)} />
      <path d="M36 12c4 4 4 10 0 14M42 8c7 7 7 15 0 22M48 4c10 10 10 20 0 30" {...stroke(accent)} />
    </>
  ),
};

export function Glyph({ name, accent, soft }: { name: GlyphName } & Tones) {
  return <>{GLYPHS[name]({ accent, soft })}</>;
}
