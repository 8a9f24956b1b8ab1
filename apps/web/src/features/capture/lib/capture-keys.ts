import type { LightType } from '@skinscope/contracts';

/** What a key does while the preview is shown (spec §4): ` normal, \ polarised, Escape stop. */
export type KeyAction = { kind: 'capture'; light: LightType } | { kind: 'stop' };

export function keyAction(event: Pick<KeyboardEvent, 'key' | 'code'>): KeyAction | null {
  // `code` is the physical key, so a Chinese input method's ` → · or \ → 、 still counts.
  if (event.key === '`' || event.code === 'Backquote') return { kind: 'capture', light: 'normal' };
  if (event.key === '\\' || event.code === 'Backslash')
    return { kind: 'capture', light: 'lighting' };
  if (event.key === 'Escape') return { kind: 'stop' };
  return null;
}

/** Keys typed into a text field are text, not commands. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'button', 'submit', 'file', 'range'].includes(target.type)
  );
}
