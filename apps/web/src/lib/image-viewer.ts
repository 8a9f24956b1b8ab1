import { createStore, useStore } from './create-store';

/** The fullscreen image viewer of the shell: one image at a time, a click closes it. */
const viewedImage = createStore<string | null>(null);

export function showImage(src: string): void {
  viewedImage.set(src);
}

export function closeImage(): void {
  viewedImage.set(null);
}

export function useViewedImage(): string | null {
  return useStore(viewedImage);
}
