import { useEffect, useRef, useState } from 'react';

export interface PickedImage {
  file: File;
  /** An object URL for the preview; released when replaced or when the form closes. */
  previewUrl: string;
}

/** The image chosen in the case form, with a preview address that does not leak. */
export function usePickedImage() {
  const [picked, setPicked] = useState<PickedImage | null>(null);
  const latest = useRef<PickedImage | null>(null);

  useEffect(
    () => () => {
      if (latest.current) URL.revokeObjectURL(latest.current.previewUrl);
    },
    [],
  );

  const pick = (file: File) => {
    if (latest.current) URL.revokeObjectURL(latest.current.previewUrl);
    const next = { file, previewUrl: URL.createObjectURL(file) };
    latest.current = next;
    setPicked(next);
  };
  return { picked, pick };
}
