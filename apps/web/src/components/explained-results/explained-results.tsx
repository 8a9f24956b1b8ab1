import type { DetectDimension, PartDetection } from '@skinscope/contracts';
import {
  explainDetection,
  type DetectDimensionInput,
  type ExplainDetectionOptions,
} from '@skinscope/domain';
import type { ResponsiveImage } from '../zoomable-photo/zoomable-photo';
import { ExplainedDimensionItem } from './explained-dimension-item';
import { ScoreScale } from './score-scale';
import { TechnicalInfo, technicalLine, type TechnicalFacts } from './technical-info';
import './explained-results.css';

/**
 * A detection as every results screen has it: the dimensions (a detect response, or a stored
 * detection's), and what engine 2 adds when present (issue 18: `colorCalibrated`,
 * `repeatability`). A `DetectResult` fits as it is.
 */
export type ExplainableDetection = Partial<Record<DetectDimension, DetectDimensionInput>> &
  ExplainDetectionOptions &
  TechnicalFacts;

/**
 * A stored analysis — the `done` state every staff read of a visit's parts gives (history
 * report, analyse/expect) — as the explained results take it, with what measured it.
 */
export function storedDetection(
  done: Extract<PartDetection, { status: 'done' }>,
): ExplainableDetection {
  return {
    ...done.dimensions,
    detectionId: done.detectionId,
    ...(done.repeatability && { repeatability: done.repeatability }),
    colorCalibrated: done.colorCalibrated,
    version: done.version,
    deviceCalibrationId: done.deviceCalibrationId,
  };
}

interface ExplainedResultsProps {
  detection: ExplainableDetection;
  /**
   * Each marked image's URL; by default the staff route `/fileSvr/get/{filename}`. A page
   * without sign-in passes its own (token-scoped) URLs.
   */
  overlayUrls?: Partial<Record<DetectDimension, string | null>>;
  /** Copies of each marked image fit for the screen, from its URL (issue 29 #12). */
  responsive?: (url: string) => ResponsiveImage;
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
  responsive,
  subject = '',
  compact = false,
}: ExplainedResultsProps) {
  const rows = explainDetection(detection, detection);
  return (
    <div className={compact ? 'explained-results explained-compact' : 'explained-results'}>
      <ScoreScale />
      <ul className="explained-list">
        {rows.map((row) => (
          <ExplainedDimensionItem
            key={row.key}
            row={row}
            subject={subject}
            responsive={responsive}
            image={overlayUrls ? (overlayUrls[row.key] ?? null) : staffOverlayUrl(row.filename)}
          />
        ))}
      </ul>
      <TechnicalInfo lines={[technicalLine(detection)]} />
    </div>
  );
}
