import { REPORT_IMAGE_WIDTHS } from '@skinscope/contracts';
import type { ResponsiveImage } from '../../../components/zoomable-photo/zoomable-photo';

/**
 * The report page is at most 560 px wide (report.css): what each picture takes of it, for the
 * browser to pick the smallest copy that stays sharp on its screen (issue 29 #12).
 */
export const REPORT_IMAGE_SIZES = {
  /** A part's thumbnail in its folded row. */
  thumbnail: '56px',
  /** The two photos of a part, side by side. */
  photo: '(max-width: 560px) 50vw, 280px',
  /** A marked image across the card. */
  marked: '(max-width: 560px) 100vw, 560px',
} as const;

/** A report image's copies (`…/image/{n}?w=480 480w, …`) for the space it takes. */
export function reportImage(url: string, sizes: string): ResponsiveImage {
  return {
    srcSet: REPORT_IMAGE_WIDTHS.map((width) => `${url}?w=${width} ${width}w`).join(', '),
    sizes,
  };
}
