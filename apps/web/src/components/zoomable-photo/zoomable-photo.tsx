import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { showImage } from '../../lib/image-viewer';
import './zoomable-photo.css';

/** Smaller copies for the browser to choose from by the space the picture takes (`srcset`). */
export interface ResponsiveImage {
  srcSet: string;
  sizes: string;
}

interface ZoomablePhotoProps {
  src: string;
  /** Copies fit for the screen; the viewer still opens `src`, at full size. */
  responsive?: ResponsiveImage | undefined;
  alt: string;
  label?: string;
  /** Shown under the full-size image: a marked image's legend (what its colours show). */
  caption?: ReactNode;
}

/**
 * A 4:3 photo that opens full size when tapped: the explained results' marked images and the
 * progress page's before/after photos frame their pictures alike.
 */
export function ZoomablePhoto({ src, responsive, alt, label, caption }: ZoomablePhotoProps) {
  return (
    <button
      type="button"
      className="zoomable-photo"
      aria-label={label}
      onClick={() => showImage(src, caption)}
    >
      <img
        src={src}
        srcSet={responsive?.srcSet}
        sizes={responsive?.sizes}
        alt={alt}
        loading="lazy"
      />
    </button>
  );
}

/** Where a photo would stand, a dashed frame of the same size says why there is none. */
export function PhotoPlaceholder({ text }: { text: string }) {
  return (
    <div className="photo-placeholder">
      <Typography.Text type="secondary">{text}</Typography.Text>
    </div>
  );
}
