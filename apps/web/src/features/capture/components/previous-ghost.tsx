import type { LightType } from '@skinscope/contracts';
import { Segmented, Slider } from 'antd';
import { formatDate } from '../../../lib/format-date';
import { useState } from 'react';
import { zhCN } from '../locale';
import type { PreviousPhotos } from '../lib/previous-photos';

const t = zhCN.capture;

/** Half-seen by default: the live skin stays readable while the old pores show through. */
const DEFAULT_OPACITY = 40;

export interface Ghost {
  previous: PreviousPhotos;
  light: LightType;
  setLight: (light: LightType) => void;
  /** 0–100 */
  opacity: number;
  setOpacity: (opacity: number) => void;
  /** The previous photo shown (of `light`: the chosen one, else the one there is). */
  src: string;
}

/** The ghost's state on one screen (issue 19 #4); null when the part has no previous photo. */
export function useGhost(previous: PreviousPhotos | null | undefined): Ghost | null {
  const [chosen, setLight] = useState<LightType>('normal');
  const [opacity, setOpacity] = useState(DEFAULT_OPACITY);
  if (!previous) return null;
  const light = previous.urls[chosen] ? chosen : chosen === 'normal' ? 'lighting' : 'normal';
  const src = previous.urls[light];
  if (!src) return null;
  return { previous, light, setLight, opacity, setOpacity, src };
}

/** The previous visit's photo laid over the live preview, at the chosen opacity. */
export function GhostOverlay({ ghost }: { ghost: Ghost }) {
  return (
    <img
      className="camera-ghost"
      src={ghost.src}
      alt={t.ghost.alt(t.lights[ghost.light])}
      style={{ opacity: ghost.opacity / 100 }}
      data-testid="camera-ghost"
    />
  );
}

/** Which of the previous photos to lay over the preview, and how strongly. */
export function GhostControls({ ghost }: { ghost: Ghost }) {
  const { urls, created } = ghost.previous;
  const lights = (['normal', 'lighting'] as const).filter((light) => urls[light]);
  return (
    <div className="camera-ghost-controls" role="group" aria-label={t.ghost.label}>
      <span className="camera-ghost-title">{t.ghost.from(formatDate(created))}</span>
      {lights.length > 1 && (
        <Segmented
          size="small"
          value={ghost.light}
          onChange={(value) => ghost.setLight(value)}
          options={lights.map((light) => ({ value: light, label: t.lights[light] }))}
        />
      )}
      <Slider
        className="camera-ghost-slider"
        styles={{ root: { flex: '1 1 120px', margin: '6px 8px' } }}
        min={0}
        max={100}
        step={5}
        value={ghost.opacity}
        onChange={ghost.setOpacity}
        ariaLabelForHandle={t.ghost.opacity}
        // Said beside it: a tooltip over the focused handle would cover the light switch.
        tooltip={{ open: false }}
      />
      <span className="camera-ghost-value" aria-hidden="true">
        {ghost.opacity}%
      </span>
    </div>
  );
}
