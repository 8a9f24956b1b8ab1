import type { LightType } from '@skinscope/contracts';
import { Typography } from 'antd';
import { showImage } from '../../../lib/image-viewer';
import { zhCN } from '../locale';
import type { PartPhotos } from '../lib/scan-photos';

const t = zhCN.customers;
const LIGHTS: readonly LightType[] = ['normal', 'lighting'];

function PhotoThumb({
  url,
  alt,
  caption,
}: {
  url: string | undefined;
  alt: string;
  caption: string;
}) {
  if (!url) {
    return (
      <div className="customers-photo">
        <div className="customers-photo-missing">{t.none}</div>
        <span className="customers-photo-caption">{caption}</span>
      </div>
    );
  }
  return (
    <button type="button" className="customers-photo" onClick={() => showImage(url)}>
      <img src={url} alt={alt} loading="lazy" />
      <span className="customers-photo-caption">{caption}</span>
    </button>
  );
}

/** One face part: its name over the normal-light and polarised photo; a click enlarges one. */
export function PartPhotosView({ part }: { part: PartPhotos }) {
  const name = part.partName ?? t.unknownPart;
  return (
    <div className="customers-part">
      <Typography.Text strong>{name}</Typography.Text>
      <div className="customers-part-photos">
        {LIGHTS.map((light) => (
          <PhotoThumb
            key={light}
            url={part.photos[light]}
            alt={t.photoAlt(name, t.lights[light])}
            caption={t.lights[light]}
          />
        ))}
      </div>
    </div>
  );
}
