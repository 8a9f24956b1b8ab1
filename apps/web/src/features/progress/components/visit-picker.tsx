import type { ProgressVisit } from '@skinscope/contracts';
import { Select, Typography } from 'antd';
import { progressText as t } from '../locale';

// Wide enough for a visit's date and store without the Select growing and shrinking.
const SELECT_STYLE = { minWidth: 220 };

interface VisitPickerProps {
  visits: readonly ProgressVisit[];
  labels: Map<number, string>;
  pair: [number, number];
  onChange: (pair: [number, number]) => void;
}

/** The two visits compared (default: the first and the latest); the earlier always comes first. */
export function VisitPicker({ visits, labels, pair, onChange }: VisitPickerProps) {
  const options = visits.map((visit) => ({
    value: visit.recordId,
    label: t.visitOption(labels.get(visit.recordId) ?? '', visit.consultant),
  }));
  const order = (a: number, b: number): [number, number] => {
    const index = (id: number) => visits.findIndex((visit) => visit.recordId === id);
    return index(a) <= index(b) ? [a, b] : [b, a];
  };
  return (
    <div className="progress-picker">
      <Typography.Text strong>{t.compare}</Typography.Text>
      <Select
        aria-label={t.visitA}
        value={pair[0]}
        options={options}
        onChange={(value) => onChange(order(value, pair[1]))}
        popupMatchSelectWidth={false}
        style={SELECT_STYLE}
      />
      <Typography.Text>{t.compareAnd}</Typography.Text>
      <Select
        aria-label={t.visitB}
        value={pair[1]}
        options={options}
        onChange={(value) => onChange(order(pair[0], value))}
        popupMatchSelectWidth={false}
        style={SELECT_STYLE}
      />
    </div>
  );
}
