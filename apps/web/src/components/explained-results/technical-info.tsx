import { Collapse } from 'antd';
import { resultsText } from './locale';

interface TechnicalFacts {
  version?: { engine: string; calibration: string } | undefined;
  detectionId?: number | undefined;
}

// The faint plum-grey of the app's hints, from antd's variables (inline styles read them too).
const QUIET = {
  paddingInline: 0,
  paddingBlock: 4,
  fontSize: 12,
  color: 'color-mix(in srgb, var(--ant-color-primary) 15%, var(--ant-color-text-tertiary))',
};

/** Engine and calibration ids matter to support, not to the customer: folded away by default. */
export function TechnicalInfo({ version, detectionId }: TechnicalFacts) {
  const facts = [
    ...(version ? [resultsText.engine(version.engine, version.calibration)] : []),
    ...(detectionId !== undefined ? [resultsText.detection(detectionId)] : []),
  ];
  if (facts.length === 0) return null;
  return (
    <Collapse
      ghost
      size="small"
      className="explained-technical"
      // Inline styles win over antd's own paddings without !important: a quiet footnote line.
      styles={{ header: QUIET, body: QUIET }}
      items={[{ key: 'technical', label: resultsText.technical, children: facts.join(' · ') }]}
    />
  );
}
