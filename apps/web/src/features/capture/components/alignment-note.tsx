import { Alert } from 'antd';
import { zhCN } from '../locale';
import type { AlignmentView } from '../hooks/use-alignment';
import { SLOT_HINT_STYLES } from './slot-hint-styles';

const t = zhCN.capture.alignment;

/** A new photo's shift from the previous visit's, and the hint to re-position when it is large. */
export function AlignmentNote({ alignment }: { alignment: AlignmentView }) {
  const common = {
    className: 'photo-slot-hint',
    styles: SLOT_HINT_STYLES,
    showIcon: true,
    'data-testid': 'alignment-note',
  };
  switch (alignment.kind) {
    case 'measuring':
      return <Alert {...common} type="info" title={t.measuring} />;
    case 'aligned':
      return (
        <Alert
          {...common}
          type="success"
          title={t.aligned(alignment.shiftPx, alignment.percent.toFixed(1))}
        />
      );
    case 'shifted':
    case 'lost':
      return (
        <Alert
          {...common}
          type="warning"
          title={
            <>
              {alignment.kind === 'lost'
                ? t.lost
                : t.shifted(alignment.shiftPx, alignment.percent.toFixed(1))}
              ：<strong>{t.retake}</strong>
            </>
          }
        />
      );
  }
}
