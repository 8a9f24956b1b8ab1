import type { PublicReportPart } from '@skinscope/contracts';
import { DETECT_DIMENSION_LABELS } from '@skinscope/domain';
import dayjs from 'dayjs';
import { reportText as t } from '../locale';
import { DimensionRow } from './dimension-row';

const STATUS_TEXT = { pending: t.pending, incomplete: t.incomplete, failed: t.failed } as const;

function Photos({ part }: { part: PublicReportPart }) {
  const photos = [
    { url: part.normalImage, label: t.normalPhoto as string },
    { url: part.polarisedImage, label: t.polarisedPhoto as string },
  ].flatMap(({ url, label }) => (url === null ? [] : [{ url, label }]));
  if (photos.length === 0) return null;
  return (
    <div className="report-photos" aria-label={t.partPhotos}>
      {photos.map((photo) => (
        <figure key={photo.url}>
          <img src={photo.url} alt={`${part.partName} ${photo.label}`} loading="lazy" />
          <figcaption>{photo.label}</figcaption>
        </figure>
      ))}
    </div>
  );
}

function MarkedImages({ part }: { part: PublicReportPart }) {
  const marked = part.dimensions.filter((d) => d.image !== null);
  if (marked.length === 0) return null;
  return (
    <section className="report-marked">
      <h4>{t.markedTitle}</h4>
      <p className="report-hint">{t.markedLegend}</p>
      <div className="report-marked-grid">
        {marked.map((dimension) => (
          <figure key={dimension.dimension}>
            <img
              src={dimension.image!}
              alt={`${part.partName} ${DETECT_DIMENSION_LABELS[dimension.dimension]}`}
              loading="lazy"
            />
            <figcaption>{DETECT_DIMENSION_LABELS[dimension.dimension]}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}

/** One photographed part: photos, measured dimensions with their change, marked images. */
export function ReportPart({ part }: { part: PublicReportPart }) {
  return (
    <article className="report-card report-part">
      <h3>{part.partName}</h3>
      <Photos part={part} />
      {part.status === 'done' ? (
        <>
          <p className="report-hint">
            {part.previousDate
              ? t.sinceLast(dayjs(part.previousDate).format('YYYY-MM-DD'))
              : t.firstTime}
          </p>
          <ul className="report-dimensions">
            {part.dimensions.map((dimension) => (
              <DimensionRow key={dimension.dimension} dimension={dimension} />
            ))}
          </ul>
          <MarkedImages part={part} />
        </>
      ) : (
        <div className="report-status">
          <p>{STATUS_TEXT[part.status]}</p>
          {part.reasons.map((reason) => (
            <p key={reason} className="report-hint">
              {reason}
            </p>
          ))}
        </div>
      )}
    </article>
  );
}
