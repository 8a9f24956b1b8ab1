import type { ExplainedDimension } from '@skinscope/domain';
import { NOT_ESTIMABLE } from '@skinscope/domain';
import { Tag, Typography } from 'antd';
import {
  PhotoPlaceholder,
  ZoomablePhoto,
  type ResponsiveImage,
} from '../zoomable-photo/zoomable-photo';
import { BandTag } from './band-tag';
import { resultsText } from './locale';
import { OverlayLegend } from './overlay-legend';

function MarkedImage({
  row,
  image,
  responsive,
  subject,
}: {
  row: ExplainedDimension;
  image: string | null;
  responsive: ((url: string) => ResponsiveImage) | undefined;
  subject: string;
}) {
  if (!image) return <PhotoPlaceholder text={resultsText.noImage} />;
  return (
    <ZoomablePhoto
      src={image}
      responsive={responsive?.(image)}
      alt={resultsText.imageAlt(subject, row.name)}
      label={resultsText.viewImage(subject, row.name)}
      caption={<OverlayLegend dimension={row.key} />}
    />
  );
}

function ScoreLine({ row }: { row: ExplainedDimension }) {
  return (
    <div className="explained-score-line">
      {row.score === null ? (
        <span className="explained-score explained-not-estimable">{NOT_ESTIMABLE}</span>
      ) : (
        <span className="explained-score">
          <strong>{row.score}</strong>
          <span>{resultsText.outOf}</span>
        </span>
      )}
      {row.band && <BandTag band={row.band} />}
      {row.key === 'skin_type' && row.word && (
        <Tag color="geekblue" className="explained-type">
          {row.word}
        </Tag>
      )}
    </div>
  );
}

/** One dimension: name, score and band, what it measures, and its marked image with a legend. */
export function ExplainedDimensionItem({
  row,
  image,
  responsive,
  subject,
}: {
  row: ExplainedDimension;
  image: string | null;
  /** Copies of a marked image fit for the screen (the customer's report has them). */
  responsive?: ((url: string) => ResponsiveImage) | undefined;
  subject: string;
}) {
  const titleId = `explained-${subject}-${row.key}`;
  return (
    <li className="explained-dimension" aria-labelledby={titleId}>
      <figure className="explained-figure">
        <MarkedImage row={row} image={image} responsive={responsive} subject={subject} />
        {image && <OverlayLegend dimension={row.key} />}
      </figure>
      <div className="explained-body">
        <div className="explained-head">
          <Typography.Title level={5} id={titleId} className="explained-name">
            {row.name}
          </Typography.Title>
          <ScoreLine row={row} />
        </div>
        {row.key === 'color' && row.word && (
          <Typography.Text className="explained-word">
            {resultsText.colorWord(row.word)}
          </Typography.Text>
        )}
        <Typography.Paragraph className="explained-sentence">
          {row.explanation}
        </Typography.Paragraph>
        {row.notes.map((note) => (
          <Typography.Text key={note} type="secondary" className="explained-note">
            {note}
          </Typography.Text>
        ))}
      </div>
    </li>
  );
}
