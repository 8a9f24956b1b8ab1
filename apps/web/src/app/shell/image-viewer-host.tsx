import { useEffect } from 'react';
import { closeImage, useViewedImage } from '../../lib/image-viewer';
import { zhCN } from '../../locales/zh-CN';

/** Spec §2 Shell: a fullscreen image viewer; a click anywhere (or Esc) closes it. */
export function ImageViewerHost() {
  const src = useViewedImage();

  useEffect(() => {
    if (!src) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeImage();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [src]);

  if (!src) return null;
  return (
    <div
      className="image-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={zhCN.imageViewer.label}
      onClick={closeImage}
    >
      <img src={src} alt={zhCN.imageViewer.alt} />
    </div>
  );
}
