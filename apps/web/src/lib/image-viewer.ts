import type { ReactNode } from 'react';
import { create } from 'zustand';

interface ViewedImage {
  src: string;
  /** Shown under the image, e.g. a marked image's legend: what its colours show. */
  caption?: ReactNode;
}

/** The fullscreen image viewer of the shell: one image at a time, a click closes it. */
const useViewer = create<{ viewed: ViewedImage | null }>(() => ({ viewed: null }));

export function showImage(src: string, caption?: ReactNode): void {
  useViewer.setState({ viewed: { src, caption } });
}

export function closeImage(): void {
  useViewer.setState({ viewed: null });
}

export function useViewedImage(): ViewedImage | null {
  return useViewer(({ viewed }) => viewed);
}
