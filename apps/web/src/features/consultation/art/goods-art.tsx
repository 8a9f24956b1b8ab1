import type { GoodsItem } from '@skinscope/domain';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { svgId } from './palette';

type Shape = 'dropper' | 'jar' | 'tube' | 'spray' | 'bottle' | 'sachet' | 'device';

const SHAPES: readonly (readonly [readonly string[], Shape])[] = [
  [['仪', '按摩棒'], 'device'],
  [['面膜', '眼膜', '棉片', '痘痘贴'], 'sachet'],
  [['喷雾'], 'spray'],
  [['精华', '安瓶', '导出液', '精油'], 'dropper'],
  [['洁面', '防晒', '妆前乳', '乳液', '啫喱'], 'tube'],
  [['霜', '凝胶', '凝露', '冻干粉'], 'jar'],
];

function goodsShape(name: string): Shape {
  return SHAPES.find(([words]) => words.some((word) => name.includes(word)))?.[1] ?? 'bottle';
}

/** A gentle hue per product: the concern sets the family, the position a small shift. */
function tint(key: string): { body: string; cap: string; bg: string; shine: string } {
  const [, concern = '1', position = '1'] = /goods-(\d+)-(\d+)/.exec(key) ?? [];
  const hue = (Number(concern) * 37 + Number(position) * 19 + 320) % 360;
  return {
    body: `hsl(${hue} 48% 80%)`,
    cap: `hsl(${hue} 34% 46%)`,
    bg: `hsl(${hue} 60% 96%)`,
    shine: `hsl(${hue} 70% 92%)`,
  };
}

function drawing(shape: Shape, body: string, cap: string, shine: string): ReactNode {
  switch (shape) {
    case 'dropper':
      return (
        <>
          <rect x="62" y="62" width="36" height="62" rx="10" fill={body} />
          <rect x="68" y="48" width="24" height="16" rx="3" fill={cap} />
          <rect x="74" y="24" width="12" height="26" rx="6" fill={cap} />
          <rect x="68" y="72" width="6" height="40" rx="3" fill={shine} />
        </>
      );
    case 'jar':
      return (
        <>
          <rect x="44" y="78" width="72" height="48" rx="14" fill={body} />
          <rect x="48" y="60" width="64" height="20" rx="6" fill={cap} />
          <rect x="54" y="88" width="8" height="28" rx="4" fill={shine} />
        </>
      );
    case 'tube':
      return (
        <>
          <path d="M58 30h44l-6 82H64Z" fill={body} />
          <rect x="56" y="24" width="48" height="8" rx="3" fill={shine} />
          <rect x="68" y="112" width="24" height="16" rx="4" fill={cap} />
          <rect x="66" y="42" width="6" height="56" rx="3" fill={shine} />
        </>
      );
    case 'spray':
      return (
        <>
          <rect x="60" y="58" width="40" height="68" rx="12" fill={body} />
          <rect x="70" y="40" width="20" height="20" rx="4" fill={cap} />
          <path d="M90 44h14v8H90Z" fill={cap} />
          <rect x="66" y="68" width="6" height="46" rx="3" fill={shine} />
        </>
      );
    case 'sachet':
      return (
        <>
          <path
            d="M46 34h68l-4 10 4 10-4 10 4 10-4 10 4 10-4 10 4 10H46l4-10-4-10 4-10-4-10 4-10-4-10 4-10Z"
            fill={body}
          />
          <circle cx="80" cy="76" r="18" fill={shine} />
          <path
            d="M72 74h4M84 74h4M74 84c4 3 8 3 12 0"
            stroke={cap}
            strokeWidth="3"
            fill="none"
            strokeLinecap="round"
          />
        </>
      );
    case 'device':
      return (
        <>
          <rect x="68" y="60" width="24" height="68" rx="12" fill={body} />
          <circle cx="80" cy="46" r="16" fill={cap} />
          <circle cx="80" cy="46" r="8" fill={shine} />
          <rect x="76" y="78" width="8" height="14" rx="4" fill={cap} />
        </>
      );
    default:
      return (
        <>
          <rect x="58" y="54" width="44" height="72" rx="14" fill={body} />
          <rect x="70" y="40" width="20" height="16" rx="3" fill={cap} />
          <rect x="74" y="30" width="12" height="12" rx="3" fill={cap} />
          <rect x="64" y="64" width="6" height="50" rx="3" fill={shine} />
        </>
      );
  }
}

/** A generic product drawing (bottle, jar, tube…) tinted per product; no brand, no label text. */
export function GoodsArt({ item }: { item: GoodsItem }) {
  const colors = tint(item.key);
  const glow = svgId(useId(), 'goods-glow');
  return (
    <svg viewBox="0 0 160 150" role="img" aria-label={item.name} className="goods-art">
      <defs>
        <radialGradient id={glow} cx="0.5" cy="0.45" r="0.6">
          <stop offset="0" stopColor="#fff" />
          <stop offset="1" stopColor={colors.bg} />
        </radialGradient>
      </defs>
      <rect width="160" height="150" rx="16" fill={`url(#${glow})`} />
      <ellipse cx="80" cy="132" rx="44" ry="6" fill={colors.body} opacity="0.45" />
      {drawing(goodsShape(item.name), colors.body, colors.cap, colors.shine)}
    </svg>
  );
}
