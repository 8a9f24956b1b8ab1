import { OVERLAY_PALETTE } from '@skinscope/analysis';
import type { DetectDimension } from '@skinscope/contracts';
import { OVERLAY_LEGENDS } from '@skinscope/domain';
import { resultsText } from './locale';
import './overlay-legend.css';

/** What each colour of a marked image shows, with the very colour the server blends in. */
export function OverlayLegend({ dimension }: { dimension: DetectDimension }) {
  const palette = OVERLAY_PALETTE[dimension];
  return (
    <div className="explained-legend">
      <span className="explained-legend-title">{resultsText.legendTitle}</span>
      <ul>
        {OVERLAY_LEGENDS[dimension].map((label, index) => {
          const [r, g, b] = palette[index] ?? [128, 128, 128];
          return (
            <li key={label}>
              <span
                className="explained-swatch"
                aria-hidden
                style={{ backgroundColor: `rgb(${r} ${g} ${b})` }}
              />
              {label}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
