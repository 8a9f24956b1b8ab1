import { CALIBRATION } from '@skinscope/analysis';
import type { DetectDimension } from '@skinscope/contracts';
import {
  DETECT_SCORE_SCALE,
  explainDetection,
  type DetectDimensionInput,
  type ExplainDetectionOptions,
} from '@skinscope/domain';
import { Typography } from 'antd';
import { BandTag } from './band-tag';
import { ExplainedDimensionItem } from './explained-dimension-item';
import { resultsText } from './locale';
import { TechnicalInfo } from './technical-info';
import './explained-results.css';

/**
 * A detection as every results screen has it: the dimensions (a detect response, or a stored
 * detection's), and what engine 2 adds when present (issue 18: `colorCalibrated`,
 * `repeatability`). A `DetectResult` fits as it is.
 */
export type ExplainableDetection = Partial<Record<DetectDimension, DetectDimensionInput>> &
  ExplainDetectionOptions & {
    version?: { engine: string; calibration: string };
    detectionId?: number;
  };

interface ExplainedResultsProps {
  detection: ExplainableDetection;
  /**
   * Each marked image's URL; by default the staff route `/fileSvr/get/{filename}`. A page
   * without sign-in passes its own (token-scoped) URLs.
   */
  overlayUrls?: Partial<Record<DetectDimension, string | null>>;
  /** Named before each image, e.g. the face part: 右颧骨粗糙度标记图. */
  subject?: string;
  /** One column, image above the text: phone pages (390 px wide). */
  compact?: boolean;
}

const staffOverlayUrl = (filename: string | null) =>
  filename ? `/fileSvr/get/${encodeURIComponent(filename)}` : null;

/**
 * Issue 19 #2: the measured dimensions explained — each with its score on the 0–100 scale and a
 * band (好 / 一般 / 需关注, the engine's level cuts), one plain sentence of what it measures, and
 * its marked image with a legend; engine ids folded into 技术信息.
 */
export function ExplainedResults({
  detection,
  overlayUrls,
  subject = '',
  compact = false,
}: ExplainedResultsProps) {
  const { levels } = CALIBRATION;
  const rows = explainDetection(detection, detection);
  return (
    <div className={compact ? 'explained-results explained-compact' : 'explained-results'}>
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
      <ul className="explained-list">
        {rows.map((row) => (
          <ExplainedDimensionItem
            key={row.key}
            row={row}
            subject={subject}
            image={overlayUrls ? (overlayUrls[row.key] ?? null) : staffOverlayUrl(row.filename)}
          />
        ))}
      </ul>
      <TechnicalInfo version={detection.version} detectionId={detection.detectionId} />
    </div>
  );
}
