import { fireEvent, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCaptureKeys } from './use-capture-keys';

function setup(enabled = true) {
  const handlers = { onCapture: vi.fn(), onStop: vi.fn() };
  const hook = renderHook(({ on }) => useCaptureKeys(on, handlers), {
    initialProps: { on: enabled },
  });
  return { ...handlers, ...hook };
}

describe('useCaptureKeys', () => {
  it('backtick captures normal light, backslash polarised, Escape stops', () => {
    const { onCapture, onStop } = setup();
    fireEvent.keyDown(window, { key: '`', code: 'Backquote' });
    expect(onCapture).toHaveBeenLastCalledWith('normal');
    fireEvent.keyDown(window, { key: '\\', code: 'Backslash' });
    expect(onCapture).toHaveBeenLastCalledWith('lighting');
    fireEvent.keyDown(window, { key: 'Escape', code: 'Escape' });
    expect(onStop).toHaveBeenCalledTimes(1);
    expect(onCapture).toHaveBeenCalledTimes(2);
  });

  it('the physical keys count under a Chinese input method (· and 、)', () => {
    const { onCapture } = setup();
    fireEvent.keyDown(window, { key: '·', code: 'Backquote' });
    fireEvent.keyDown(window, { key: '、', code: 'Backslash' });
    expect(onCapture.mock.calls).toEqual([['normal'], ['lighting']]);
  });

  it('does nothing while no video is shown, and listens again once it is', () => {
    const { onCapture, onStop, rerender } = setup(false);
    fireEvent.keyDown(window, { key: '`', code: 'Backquote' });
    fireEvent.keyDown(window, { key: 'Escape', code: 'Escape' });
    expect(onCapture).not.toHaveBeenCalled();
    expect(onStop).not.toHaveBeenCalled();
    rerender({ on: true });
    fireEvent.keyDown(window, { key: '`', code: 'Backquote' });
    expect(onCapture).toHaveBeenCalledWith('normal');
  });

  it('ignores other keys, held keys, shortcuts and typing in text fields', () => {
    const { onCapture, onStop } = setup();
    fireEvent.keyDown(window, { key: 'a', code: 'KeyA' });
    fireEvent.keyDown(window, { key: '`', code: 'Backquote', repeat: true });
    fireEvent.keyDown(window, { key: '`', code: 'Backquote', ctrlKey: true });
    const input = document.createElement('input');
    document.body.append(input);
    fireEvent.keyDown(input, { key: '`', code: 'Backquote' });
    input.remove();
    expect(onCapture).not.toHaveBeenCalled();
    expect(onStop).not.toHaveBeenCalled();
  });

  it('stops listening when the screen is left', () => {
    const { onCapture, unmount } = setup();
    unmount();
    fireEvent.keyDown(window, { key: '`', code: 'Backquote' });
    expect(onCapture).not.toHaveBeenCalled();
  });
});
