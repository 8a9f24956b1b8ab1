import type { PublicReportPart } from '@skinscope/contracts';
import { detectBand } from '@skinscope/domain';
import { DownOutlined } from '@ant-design/icons';
import { lazy, Suspense } from 'react';
import { reportText as t } from '../locale';
import { REPORT_IMAGE_SIZES, reportImage } from '../lib/report-images';

const STATUS_TEXT = {
  pending: t.pending,
  unavailable: t.unavailable,
  incomplete: t.incomplete,
  failed: t.failed,
} as const;

/** The opened part's code, fetched the first time a part opens (or the report prints). */
export const loadPartBody = () => import('./report-part-body');
const ReportPartBody = lazy(async () => ({ default: (await loadPartBody()).ReportPartBody }));

/** What the folded row says of the part: how many measures need care, or why it has none. */
function briefOf(part: PublicReportPart): string {
  if (part.status !== 'done') return STATUS_TEXT[part.status];
  const bands = part.dimensions
    .filter((d) => d.dimension !== 'skin_type')
    .flatMap((d) => (d.level === null ? [] : [detectBand(d.level)]));
  const attention = bands.filter((band) => band === 'attention').length;
  if (attention > 0) return t.partBrief.attention(attention);
  const fair = bands.filter((band) => band === 'fair').length;
  return fair > 0 ? t.partBrief.fair(fair) : t.partBrief.good;
}

/**
 * One photographed part, folded to one row (issue 29 #9: 3 parts × 7 cards made the phone page
 * 14 screens long): its photo, name and what needs care; opened, the photos, the change since
 * last time and the explained results with marked images (report-part-body.tsx). Printing
 * opens every part.
 */
export function ReportPart({
  part,
  first,
  open,
  onToggle,
}: {
  part: PublicReportPart;
  first: boolean;
  open: boolean;
  onToggle: (open: boolean) => void;
}) {
  const thumbnail = part.normalImage ?? part.polarisedImage;
  return (
    <details
      className="report-card report-part"
      open={open}
      onToggle={(event) => onToggle(event.currentTarget.open)}
    >
      <summary>
        {thumbnail ? (
          <img
            className="report-part-thumb"
            src={thumbnail}
            {...reportImage(thumbnail, REPORT_IMAGE_SIZES.thumbnail)}
            alt=""
            width={56}
            height={42}
            // The first row is on the first screens; the rest load as they scroll in.
            loading={first ? 'eager' : 'lazy'}
          />
        ) : (
          <span className="report-part-thumb" aria-hidden />
        )}
        <span className="report-part-title">
          <strong>{part.partName}</strong>
          <span className={`report-part-brief report-part-brief-${part.status}`}>
            {briefOf(part)}
          </span>
        </span>
        <DownOutlined className="report-part-arrow" aria-hidden />
      </summary>
      {open && (
        <Suspense fallback={<p className="report-hint">{t.partLoading}</p>}>
          <ReportPartBody part={part} />
        </Suspense>
      )}
    </details>
  );
}
