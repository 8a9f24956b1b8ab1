import { Collapse } from 'antd';
import { resultsText } from './locale';
import './technical-info.css';

/** What measured a result (issue 18 #8), as far as the page may say it. */
export interface TechnicalFacts {
  /** The engine and calibration table of the analysis: a stored one keeps those of its day. */
  version?: { engine: string; calibration: string } | undefined;
  /** Staff pages only: the detection's id, and the device calibration it applied (null: none). */
  detectionId?: number | undefined;
  deviceCalibrationId?: number | null | undefined;
}

/** One result's facts in one line; empty when the page knows none of them. */
export function technicalLine({ version, detectionId, deviceCalibrationId }: TechnicalFacts) {
  return [
    ...(version ? [resultsText.engine(version.engine, version.calibration)] : []),
    ...(deviceCalibrationId !== undefined ? [resultsText.device(deviceCalibrationId)] : []),
    ...(detectionId !== undefined ? [resultsText.detection(detectionId)] : []),
  ].join(' · ');
}

// The faint plum-grey of the app's hints, from antd's variables (inline styles read them too).
const QUIET = {
  paddingInline: 0,
  paddingBlock: 4,
  fontSize: 12,
  color: 'color-mix(in srgb, var(--ant-color-primary) 15%, var(--ant-color-text-tertiary))',
};

/**
 * Engine, calibration and ids matter to support, not to the customer: folded away by default,
 * one line per result shown (the progress page compares two). On paper, where nothing unfolds,
 * the lines print as a small footnote (technical-info.css draws them from `data-lines`).
 */
export function TechnicalInfo({ lines }: { lines: readonly string[] }) {
  const shown = lines.filter((line) => line !== '');
  if (shown.length === 0) return null;
  return (
    <>
      <Collapse
        ghost
        size="small"
        className="explained-technical"
        // Inline styles win over antd's own paddings without !important: a quiet footnote line.
        styles={{ header: QUIET, body: QUIET }}
        items={[
          {
            key: 'technical',
            label: resultsText.technical,
            children: shown.map((line) => <div key={line}>{line}</div>),
          },
        ]}
      />
      <div className="explained-technical-print" data-lines={shown.join('\n')} aria-hidden />
    </>
  );
}
