import { create } from 'zustand';

/** The fullscreen image viewer of the shell: one image at a time, a click closes it. */
const useViewer = create<{ src: string | null }>(() => ({ src: null }));

export function showImage(src: string): void {
  useViewer.setState({ src });
}

export function closeImage(): void {
  useViewer.setState({ src: null });
}

export function useViewedImage(): string | null {
  return useViewer(({ src }) => src);
}
