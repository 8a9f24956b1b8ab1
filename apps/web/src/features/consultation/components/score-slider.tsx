import { MAX_DIMENSION_SCORE } from '@skinscope/domain';
import type { CSSProperties } from 'react';

/** Spec §9: the result slider moves 47.5 px per point. */
const SLIDER_PX_PER_POINT = 47.5;

/**
 * A read-only 0–10 slider of one analysis dimension, with the line that says what moved it
 * (问卷 / 检测, issue 19 #6) under it when known.
 */
export function ScoreSlider({
  name,
  score,
  note,
}: {
  name: string;
  score: number;
  note?: string | undefined;
}) {
  const style = {
    '--score-track': `${MAX_DIMENSION_SCORE * SLIDER_PX_PER_POINT}px`,
    '--score-fill': `${score * SLIDER_PX_PER_POINT}px`,
  } as CSSProperties;
  return (
    <div className="score-row" style={style}>
      <span className="score-name">{name}</span>
      <div
        className="score-track"
        role="meter"
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={MAX_DIMENSION_SCORE}
        aria-valuenow={score}
      >
        <div className="score-fill" />
        <div className="score-thumb" />
      </div>
      <span className="score-value">{score}</span>
      {note && <span className="score-note">{note}</span>}
    </div>
  );
}
