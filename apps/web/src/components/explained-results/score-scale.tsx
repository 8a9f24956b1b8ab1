import { CALIBRATION } from '@skinscope/analysis';
import { DETECT_SCORE_SCALE } from '@skinscope/domain';
import { Typography } from 'antd';
import { BandTag } from './band-tag';
import { resultsText } from './locale';
import './score-scale.css';

/**
 * The scale every score reads on (0–100, higher is better) and what each band covers, from the
 * engine's level cuts: shown once above a list of scores.
 */
export function ScoreScale() {
  const { levels } = CALIBRATION;
  return (
    <div className="explained-scale">
      <Typography.Text type="secondary">{DETECT_SCORE_SCALE}</Typography.Text>
      <span className="explained-band-key">
        <span>
          <BandTag band="good" />
          {resultsText.bandRange.good(levels.none)}
        </span>
        <span>
          <BandTag band="fair" />
          {resultsText.bandRange.fair(levels.none, levels.lightly)}
        </span>
        <span>
          <BandTag band="attention" />
          {resultsText.bandRange.attention(levels.lightly)}
        </span>
      </span>
    </div>
  );
}
