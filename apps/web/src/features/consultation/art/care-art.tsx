import type { CareItem, CareTier } from '@skinscope/domain';
import { useId } from 'react';
import { Glyph } from './glyphs';
import type { GlyphName } from './glyphs';
import { svgId, TIER_PALETTES } from './palette';

/** One pictogram per care item of the catalogue (recommend/help, all, special). */
const CARE_GLYPHS: Readonly<Record<string, GlyphName>> = {
  'basic-cleanse': 'bubbles',
  'basic-hydrate': 'droplet',
  'basic-soothe': 'leaf',
  'basic-oil-balance': 'balance',
  'basic-brighten': 'sun',
  'basic-lymph': 'waves',
  'upgrade-acne': 'clear',
  'upgrade-pore': 'pores',
  'upgrade-barrier': 'shield',
  'upgrade-spot': 'fade',
  'upgrade-firming': 'lift',
  'upgrade-eye': 'eye',
  'luxury-hydra': 'droplets',
  'luxury-anti-aging': 'diamond',
  'luxury-radiance': 'sparkle',
  'luxury-repair': 'heart',
};

/** A demo step's pictogram from what the step does; the first matching word wins. */
const STEP_GLYPHS: readonly (readonly [readonly string[], GlyphName])[] = [
  [['泥膜', '面膜', '眼膜'], 'mask'],
  [['喷雾', '冷喷'], 'spray'],
  [['防晒', '隔离'], 'sun'],
  [['按摩', '引流', '舒压'], 'waves'],
  [['射频', '仪', '光透', '冷导', '冷敷'], 'device'],
  [['粉刺', '黑头'], 'pores'],
  [['精华', '导入', '安瓶', '冻干粉'], 'dropper'],
  [['去角质'], 'sparkle'],
  [['卸妆'], 'pad'],
  [['洁面', '清洁'], 'bubbles'],
  [['乳液', '霜', '凝露', '锁水', '收尾'], 'jar'],
  [['爽肤', '水'], 'droplet'],
];

function stepGlyph(name: string): GlyphName {
  return STEP_GLYPHS.find(([words]) => words.some((word) => name.includes(word)))?.[1] ?? 'leaf';
}

function Card(props: { tier: CareTier; glyph: GlyphName; label: string; badge?: number }) {
  const palette = TIER_PALETTES[props.tier];
  const gradient = svgId(useId(), 'care-bg');
  return (
    <svg viewBox="0 0 160 120" role="img" aria-label={props.label} className="care-art">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={palette.from} />
          <stop offset="1" stopColor={palette.to} />
        </linearGradient>
      </defs>
      <rect width="160" height="120" rx="16" fill={`url(#${gradient})`} />
      <circle cx="132" cy="22" r="30" fill="#fff" opacity="0.35" />
      <circle cx="22" cy="108" r="22" fill="#fff" opacity="0.3" />
      <circle cx="80" cy="60" r="38" fill="#fff" opacity="0.75" />
      <g transform="translate(52 32) scale(0.875)">
        <Glyph name={props.glyph} accent={palette.accent} soft={palette.soft} />
      </g>
      {props.badge !== undefined && (
        <g>
          <circle cx="22" cy="22" r="12" fill={palette.accent} />
          <text x="22" y="27" textAnchor="middle" fontSize="14" fontWeight="600" fill="#fff">
            {props.badge}
          </text>
        </g>
      )}
    </svg>
  );
}

/** The picture of a care item: a soft card in its tier's colours with its pictogram. */
export function CareArt({ item }: { item: CareItem }) {
  return <Card tier={item.tier} glyph={CARE_GLYPHS[item.key] ?? 'leaf'} label={item.name} />;
}

/** One demo frame of a care item's sequence, numbered, with the step's pictogram. */
export function DemoFrameArt({ item, index }: { item: CareItem; index: number }) {
  const step = item.demos[index];
  if (!step) return null;
  return <Card tier={item.tier} glyph={stepGlyph(step.name)} label={step.name} badge={index + 1} />;
}
