import type { ReactNode } from 'react';
import { create } from 'zustand';
import { focusedElement, giveFocusBack } from './return-focus';

/** Renders a dialog's body; calling `close(result)` ends the dialog with that result. */
export type DialogRender<T> = (close: (result?: T) => void) => ReactNode;

export interface DialogOptions {
  title?: ReactNode;
  width?: number;
}

export interface OpenDialog {
  id: number;
  options: DialogOptions;
  render: DialogRender<unknown>;
  close: (result?: unknown) => void;
}

const useDialogs = create<{ dialogs: readonly OpenDialog[] }>(() => ({ dialogs: [] }));
let nextId = 1;

/**
 * Opens a dialog over the page and resolves with its result. Clicking the dark backdrop
 * (or Esc, or the close icon) resolves with `undefined` (spec §2 Shell). Closed, it gives focus
 * back to what opened it.
 */
export function openDialog<T>(render: DialogRender<T>, options: DialogOptions = {}) {
  return new Promise<T | undefined>((resolve) => {
    const id = nextId++;
    const opener = focusedElement();
    const close = (result?: unknown) => {
      useDialogs.setState(({ dialogs }) => ({
        dialogs: dialogs.filter((dialog) => dialog.id !== id),
      }));
      giveFocusBack(opener);
      resolve(result as T | undefined);
    };
    const entry: OpenDialog = { id, options, render: render as DialogRender<unknown>, close };
    useDialogs.setState(({ dialogs }) => ({ dialogs: [...dialogs, entry] }));
  });
}

export function useOpenDialogs(): readonly OpenDialog[] {
  return useDialogs(({ dialogs }) => dialogs);
}

/** Ends every open dialog with an empty result (e.g. between tests, whose pages unmount). */
export function closeAllDialogs(): void {
  useDialogs.getState().dialogs.forEach((dialog) => dialog.close(undefined));
}
