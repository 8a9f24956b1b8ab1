// The consultation's store: raw values under `skinscope.wizard.*` in session storage, apart from
// their schemas (wizard-state.ts) — signing out (lib/session.ts, on the login screen's path)
// clears them without loading zod.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { PersistStorage, StorageValue } from 'zustand/middleware';

/**
 * The hand-over from the customer screens to the consultation (spec §4 "Start check stores the
 * customer in session"). Keys are prefixed `skinscope.wizard.` (DECISIONS storage names).
 */
export const WIZARD_KEY_PREFIX = 'skinscope.wizard.';
export const WIZARD_CUSTOMER_KEY = `${WIZARD_KEY_PREFIX}customer`;
export const WIZARD_SCAN_TYPE_KEY = `${WIZARD_KEY_PREFIX}scanType`;

/** Every stored `skinscope.wizard.*` value, as the raw string kept in session storage. */
type WizardValues = Readonly<Record<string, string>>;

interface WizardState {
  values: WizardValues;
}

function wizardKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(WIZARD_KEY_PREFIX)) keys.push(key);
  }
  return keys;
}

export function clearWizardKeys(storage: Storage): void {
  wizardKeys(storage).forEach((key) => storage.removeItem(key));
}

function readRaw(storageKey: string): string | null {
  try {
    return window.sessionStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

/**
 * The values as the store last read or wrote them. Tests (and a full storage that refused a
 * write) change session storage behind the store's back; a read that finds its key changed
 * reads the store again (`followStorage`).
 */
let seen: WizardValues = {};

/**
 * The consultation's persist storage: one session storage item per value (spec §3 storage
 * keys), not one JSON item; other items in session storage are left alone.
 */
const wizardPersistStorage: PersistStorage<WizardState> = {
  getItem: (): StorageValue<WizardState> => {
    const values: Record<string, string> = {};
    try {
      wizardKeys(window.sessionStorage).forEach((key) => {
        values[key] = window.sessionStorage.getItem(key) ?? '';
      });
    } catch {
      // Storage unavailable: nothing is kept.
    }
    seen = values;
    return { state: { values }, version: 0 };
  },
  setItem: (_name, { state: { values } }) => {
    seen = values;
    try {
      const storage = window.sessionStorage;
      wizardKeys(storage)
        .filter((key) => !(key in values))
        .forEach((key) => storage.removeItem(key));
      Object.entries(values).forEach(([key, raw]) => {
        if (storage.getItem(key) !== raw) storage.setItem(key, raw);
      });
    } catch {
      // Storage full or unavailable: the value is simply not kept, as if never set (the next
      // read finds it missing and follows storage).
    }
  },
  removeItem: () => {
    seen = {};
    try {
      clearWizardKeys(window.sessionStorage);
    } catch {
      // Storage unavailable: nothing was kept either.
    }
  },
};

const useWizardStore = create<WizardState>()(
  persist((): WizardState => ({ values: {} }), {
    name: WIZARD_KEY_PREFIX,
    storage: wizardPersistStorage,
  }),
);

function followStorage(storageKey: string): void {
  if (readRaw(storageKey) !== (seen[storageKey] ?? null)) {
    void useWizardStore.persist.rehydrate();
  }
}

/** The raw stored value under `storageKey` (a full `skinscope.wizard.*` key), or null. */
export function readWizardRaw(storageKey: string): string | null {
  followStorage(storageKey);
  return useWizardStore.getState().values[storageKey] ?? null;
}

/** `readWizardRaw`, re-rendering when that value changes. */
export function useWizardRaw(storageKey: string): string | null {
  followStorage(storageKey);
  return useWizardStore((state) => state.values[storageKey] ?? null);
}

/** Stores `raw` under `storageKey`, or removes the value when `raw` is null. */
export function writeWizardRaw(storageKey: string, raw: string | null): void {
  replaceWizardValues((key) => key !== storageKey, raw === null ? {} : { [storageKey]: raw });
}

/**
 * Keeps only the values whose key `keep` accepts, then adds `added`. The store first reads
 * storage again, so that a value removed behind its back is not written back.
 */
export function replaceWizardValues(
  keep: (storageKey: string) => boolean,
  added: WizardValues = {},
): void {
  void useWizardStore.persist.rehydrate();
  useWizardStore.setState(({ values }) => ({
    values: {
      ...Object.fromEntries(Object.entries(values).filter(([key]) => keep(key))),
      ...added,
    },
  }));
}

/**
 * Forgets the customer and every answer, photo and result of the consultation in progress
 * (issue 17 #29: signing out must not leave a customer's data in the browser).
 */
export function forgetConsultation(): void {
  try {
    clearWizardKeys(window.localStorage);
  } catch {
    // Storage unavailable: nothing was kept either.
  }
  replaceWizardValues(() => false);
}
