import type { LightType } from '@skinscope/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { measureAlignment } from '../lib/alignment';
import type { Alignment } from '../lib/alignment';
import { filePixels } from '../lib/frame';
import type { PreviousPhotos } from '../lib/previous-photos';

/** A photo's alignment with the previous visit: being measured, measured, or not measurable. */
export type AlignmentView = Alignment | { kind: 'measuring' };

const rgba = (image: ImageData) => ({
  width: image.width,
  height: image.height,
  channels: 4 as const,
  data: image.data,
});

/** The previous photo's pixels, decoded as the new photo's are (same scaling: same grid). */
async function storedPixels(url: string): Promise<ImageData> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`previous photo ${response.status}`);
  return filePixels(await response.blob());
}

/**
 * Measures each new photo against the previous visit's photo of the part (issue 19 #4), by the
 * same light when there is one, else by the other (the matcher was made for a pair of lights).
 * Runs after the upload, off the capture's path: the figure follows the photo by a moment.
 */
export function useAlignment(previous: PreviousPhotos | null | undefined) {
  const [alignments, setAlignments] = useState<Record<string, AlignmentView>>({});
  const decoded = useRef(new Map<string, Promise<ImageData>>());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const measure = useCallback(
    (url: string, light: LightType, pixels: ImageData) => {
      const other: LightType = light === 'normal' ? 'lighting' : 'normal';
      const reference = previous?.urls[light] ?? previous?.urls[other];
      if (!reference) return;
      const set = (view: AlignmentView | null) => {
        if (!mounted.current) return;
        setAlignments((current) => {
          const next = { ...current };
          if (view) next[url] = view;
          else delete next[url];
          return next;
        });
      };
      set({ kind: 'measuring' });
      let loading = decoded.current.get(reference);
      if (!loading) {
        loading = storedPixels(reference);
        decoded.current.set(reference, loading);
        // A failed read may succeed on the next photo.
        loading.catch(() => decoded.current.delete(reference));
      }
      loading
        .then((before) => set(measureAlignment(rgba(pixels), rgba(before))))
        // No figure rather than a wrong one: the alignment is advice, never a gate.
        .catch(() => set(null));
    },
    [previous],
  );

  return { alignments, measure };
}
