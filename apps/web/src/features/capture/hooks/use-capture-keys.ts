import type { LightType } from '@skinscope/contracts';
import { useEffectEvent, useLayoutEffect } from 'react';
import { isTypingTarget, keyAction } from '../lib/capture-keys';

export interface CaptureKeyHandlers {
  onCapture: (light: LightType) => void;
  onStop: () => void;
}

/** Spec §4: while the video is shown, ` captures normal, \ polarised, Escape stops. */
export function useCaptureKeys(enabled: boolean, handlers: CaptureKeyHandlers): void {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
    if (isTypingTarget(event.target)) return;
    const action = keyAction(event);
    if (!action) return;
    event.preventDefault();
    if (action.kind === 'stop') handlers.onStop();
    else handlers.onCapture(action.light);
  });

  // A layout effect, so the keys listen from the commit that shows the preview: a passive effect
  // runs a moment later, and a key pressed as soon as the video appears was lost (a flaky test
  // caught it; a quick user could too).
  useLayoutEffect(() => {
    if (!enabled) return;
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
