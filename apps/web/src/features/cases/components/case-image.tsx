import { PictureOutlined } from '@ant-design/icons';
import { useState } from 'react';

/** A case photo (cookie auth serves `/home/imagerec/…` to <img>); a soft placeholder if it fails. */
export function CaseImage({
  src,
  alt,
  className,
}: {
  src: string;
  alt: string;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    return (
      <span className={`cases-image-missing ${className ?? ''}`} role="img" aria-label={alt}>
        <PictureOutlined aria-hidden />
      </span>
    );
  }
  return <img className={className} src={src} alt={alt} onError={() => setFailedSrc(src)} />;
}
