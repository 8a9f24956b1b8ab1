import { useEffect } from 'react';
import { closeImage, useViewedImage } from '../../lib/image-viewer';
import { zhCN } from '../../locales/zh-CN';

/**
 * Spec §2 Shell: a fullscreen image viewer; a click anywhere (or Esc) closes it. A marked image
 * keeps its legend under it (issue 19 #2), so its colours are explained at full size too.
 */
export function ImageViewerHost() {
  const viewed = useViewedImage();
  const src = viewed?.src;

  useEffect(() => {
    if (!src) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeImage();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [src]);

  if (!viewed) return null;
  return (
    <div
      className="image-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={zhCN.imageViewer.label}
      onClick={closeImage}
    >
      <img src={viewed.src} alt={zhCN.imageViewer.alt} />
      {viewed.caption && <div className="image-viewer-caption">{viewed.caption}</div>}
    </div>
  );
}
