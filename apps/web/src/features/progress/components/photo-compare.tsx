import {
  DETECT_DIMENSIONS,
  type DetectDimension,
  type ProgressMeasurement,
  type ProgressPart,
} from '@skinscope/contracts';
import { DETECT_DIMENSION_LABELS } from '@skinscope/domain';
import { Segmented, Select, Slider, Typography } from 'antd';
import { useState } from 'react';
import { OverlayLegend } from '../../../components/explained-results/overlay-legend';
import { PhotoPlaceholder, ZoomablePhoto } from '../../../components/zoomable-photo/zoomable-photo';
import { measurementAt } from '../lib/measurements';
import { progressText as t } from '../locale';

type Kind = keyof typeof t.kinds;
type Mode = keyof typeof t.modes;

/** The photo of one kind: normal or polarised light, or a dimension's marked image. */
function imageOf(
  measurement: ProgressMeasurement | undefined,
  kind: Kind,
  dimension: DetectDimension,
): string | null {
  if (!measurement) return null;
  if (kind === 'normal') return measurement.normalImage;
  if (kind === 'polarised') return measurement.polarisedImage;
  const filename = measurement.dimensions?.[dimension]?.filename;
  return filename ? `/fileSvr/get/${encodeURIComponent(filename)}` : null;
}

function Missing({ measurement, kind }: { measurement?: ProgressMeasurement; kind: Kind }) {
  const text = !measurement ? t.notPhotographed : kind === 'marked' ? t.noMarked : t.noPhoto;
  return <PhotoPlaceholder text={text} />;
}

/** Before on the left of the divider, after on the right; the slider moves the divider. */
function SliderOverlay(props: {
  before: string;
  after: string;
  beforeLabel: string;
  afterLabel: string;
}) {
  const [position, setPosition] = useState(50);
  return (
    <div className="progress-slider">
      <div className="progress-slider-frame">
        <img src={props.after} alt={props.afterLabel} />
        <img
          src={props.before}
          alt={props.beforeLabel}
          style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}
        />
        <span className="progress-slider-divider" style={{ left: `${position}%` }} aria-hidden />
        <span className="progress-slider-tag progress-slider-tag-left">{props.beforeLabel}</span>
        <span className="progress-slider-tag progress-slider-tag-right">{props.afterLabel}</span>
      </div>
      <Slider
        value={position}
        onChange={setPosition}
        tooltip={{ open: false }}
        aria-label={t.sliderLabel}
      />
    </div>
  );
}

interface PhotoCompareProps {
  part: ProgressPart;
  labels: Map<number, string>;
  pair: [number, number];
}

/** Issue 19 #1: the part at the two visits, side by side or as a before/after slider. */
export function PhotoCompare({ part, labels, pair }: PhotoCompareProps) {
  const [kind, setKind] = useState<Kind>('normal');
  const [mode, setMode] = useState<Mode>('side');
  const [dimension, setDimension] = useState<DetectDimension>('pigment');
  const sides = pair.map((recordId, index) => {
    const measurement = measurementAt(part, recordId);
    const date = labels.get(recordId) ?? '';
    return {
      recordId,
      measurement,
      url: imageOf(measurement, kind, dimension),
      label: `${index === 0 ? t.before : t.after} · ${date}`,
      alt: t.photoAlt(
        part.partName,
        date,
        kind === 'marked'
          ? `${DETECT_DIMENSION_LABELS[dimension]}${t.kinds.marked}`
          : t.kinds[kind],
      ),
    };
  });
  const [before, after] = sides as [(typeof sides)[0], (typeof sides)[0]];
  return (
    <section className="progress-section" aria-label={t.photosTitle}>
      <div className="progress-section-head">
        <Typography.Title level={5}>{t.photosTitle}</Typography.Title>
        <div className="progress-photo-controls">
          <Segmented<Kind>
            value={kind}
            onChange={setKind}
            options={(Object.keys(t.kinds) as Kind[]).map((value) => ({
              value,
              label: t.kinds[value],
            }))}
          />
          {kind === 'marked' && (
            <Select<DetectDimension>
              aria-label={t.markedDimension}
              value={dimension}
              onChange={setDimension}
              options={DETECT_DIMENSIONS.map((value) => ({
                value,
                label: DETECT_DIMENSION_LABELS[value],
              }))}
              popupMatchSelectWidth={false}
            />
          )}
          <Segmented<Mode>
            value={mode}
            onChange={setMode}
            options={(Object.keys(t.modes) as Mode[]).map((value) => ({
              value,
              label: t.modes[value],
            }))}
          />
        </div>
      </div>
      {kind === 'marked' && <OverlayLegend dimension={dimension} />}
      {mode === 'slider' && before.url && after.url ? (
        <SliderOverlay
          before={before.url}
          after={after.url}
          beforeLabel={before.label}
          afterLabel={after.label}
        />
      ) : (
        <div className="progress-photos">
          {sides.map((side) => (
            <figure key={side.recordId} className="progress-photo">
              {side.url ? (
                <ZoomablePhoto
                  src={side.url}
                  alt={side.alt}
                  caption={kind === 'marked' && <OverlayLegend dimension={dimension} />}
                />
              ) : (
                <Missing measurement={side.measurement} kind={kind} />
              )}
              <figcaption>{side.label}</figcaption>
            </figure>
          ))}
        </div>
      )}
    </section>
  );
}
