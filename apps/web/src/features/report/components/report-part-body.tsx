import type { DetectDimension, PublicReportPart } from '@skinscope/contracts';
import { ExplainedResults } from '../../../components/explained-results/explained-results';
import type { ExplainableDetection } from '../../../components/explained-results/explained-results';
import { reportText as t } from '../locale';
import { REPORT_IMAGE_SIZES, reportImage } from '../lib/report-images';
import { ChangeList } from './change-list';

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
          <img
            src={photo.url}
            {...reportImage(photo.url, REPORT_IMAGE_SIZES.photo)}
            alt={`${part.partName} ${photo.label}`}
            loading="lazy"
          />
          <figcaption>{photo.label}</figcaption>
        </figure>
      ))}
    </div>
  );
}

/**
 * The part's results in the shape the explained-results component reads: no ids, no names; its
 * 技术信息 line says which engine version measured them (issue 18 #8). Colour carries why it names
 * no tone under a calibration (issue 31 #3), in the customer's words, instead of 未做颜色校准.
 */
function explainable(part: PublicReportPart): ExplainableDetection {
  return {
    ...Object.fromEntries(
      part.dimensions.map(({ dimension, score, type, level, area, result }) => [
        dimension,
        {
          score,
          type,
          level,
          area,
          result,
          filename: null,
          ...(dimension === 'color' && part.toneWithheld && { toneWithheld: part.toneWithheld }),
        },
      ]),
    ),
    ...(part.repeatability && { repeatability: part.repeatability }),
    colorCalibrated: part.colorCalibrated,
    ...(part.version && { version: part.version }),
  };
}

function overlayUrls(part: PublicReportPart): Partial<Record<DetectDimension, string | null>> {
  return Object.fromEntries(part.dimensions.map((d) => [d.dimension, d.image]));
}

const markedImage = (url: string) => reportImage(url, REPORT_IMAGE_SIZES.marked);

/**
 * An opened part: its photos, the change since last time and the explained results with marked
 * images. A chunk of its own (issue 29 #12): the report's first screen shows the parts folded,
 * so a phone loads the results' code when she opens one, or when the report is printed.
 */
export function ReportPartBody({ part }: { part: PublicReportPart }) {
  return (
    <div className="report-part-body">
      <Photos part={part} />
      {part.status === 'done' ? (
        <>
          <ChangeList
            previousDate={part.previousDate}
            stateNote={part.stateNote}
            dimensions={part.dimensions}
          />
          <ExplainedResults
            detection={explainable(part)}
            overlayUrls={overlayUrls(part)}
            responsive={markedImage}
            subject={part.partName}
            compact
          />
        </>
      ) : (
        <div className="report-status">
          {part.reasons.map((reason) => (
            <p key={reason} className="report-hint">
              {reason}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
