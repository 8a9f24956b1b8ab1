import type { CareTier } from '@skinscope/domain';

/** Soft card colours per care tier: mint for basic, lilac for upgrade, champagne for luxury. */
export interface Palette {
  readonly from: string;
  readonly to: string;
  readonly accent: string;
  readonly soft: string;
}

export const TIER_PALETTES: Readonly<Record<CareTier, Palette>> = {
  basic: { from: '#eef8f3', to: '#d5eee3', accent: '#3f8f76', soft: '#a9dcc7' },
  upgrade: { from: '#f6effb', to: '#e5d6f4', accent: '#8456b8', soft: '#cdb6ea' },
  luxury: { from: '#fcf5ea', to: '#f3e0c2', accent: '#a87632', soft: '#e6c893' },
};

/** React's useId made safe for `url(#…)` references inside SVG. */
export function svgId(reactId: string, name: string): string {
  return `${name}-${reactId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
}
