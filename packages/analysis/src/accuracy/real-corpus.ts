/**
 * The real-skin corpus (issue 31): 1024 × 768 JPEG crops of openly licensed skin photographs in
 * packages/analysis/fixtures/real-skin, with a manifest labelled by eye before any scoring. See
 * that folder's README.md for how it was made, the tone groups and the split rule.
 *
 * The photographs have one light each: there are no real normal/polarised pairs here. Whoever
 * needs a normal-light twin derives it from the photo and never judges the gate on a twin alone.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REAL_CORPUS_DIR = fileURLToPath(new URL('../../fixtures/real-skin/', import.meta.url));

const TONES = ['light', 'medium', 'tan', 'dark'] as const;
type Tone = (typeof TONES)[number];

const SPLITS = ['tuning', 'heldout'] as const;
export type Split = (typeof SPLITS)[number];

const LIGHTINGS = ['polarised', 'non-polarised', 'unknown'] as const;
type Lighting = (typeof LIGHTINGS)[number];

/** Licences that allow commercial use and derivatives. No NC, no ND. */
export const ALLOWED_LICENCES = [
  'CC0-1.0',
  'PDM-1.0',
  'CC-BY-2.0',
  'CC-BY-3.0',
  'CC-BY-4.0',
  'CC-BY-SA-3.0',
  'CC-BY-SA-4.0',
] as const;

/** The by-eye labels, written before the engine saw any of these photos. */
const LABELS = ['spots', 'largePatch', 'red', 'lines', 'flakes', 'hair', 'shine'] as const;
type Label = (typeof LABELS)[number];

export interface RealCorpusEntry extends Record<Label, boolean> {
  /** File name in the corpus folder, `rs-NNNN.jpg`. */
  file: string;
  /** GitHub repository the photograph was read from, `owner/name`. */
  source: string;
  sourcePath: string;
  sourceCommit: string;
  /** SPDX-like licence id of the photograph. */
  licence: string;
  /** Credit line as the licence asks for it. */
  author: string;
  /** Groups the crops of one photograph; the split is decided on it. */
  sourceImage: string;
  split: Split;
  lighting: Lighting;
  /** light: very fair/pink; medium: light-olive/beige; tan: tan-brown; dark: dark brown. */
  tone: Tone;
  /** False when blurred or not mostly skin. */
  usable: boolean;
  note?: string;
  /** The crop box in the source photograph's pixels (scaled to 1024 × 768 from there). */
  crop?: { x: number; y: number; width: number; height: number };
  jpegQuality?: number;
}

/** An entry with the absolute path of its JPEG. */
export interface RealCorpusPhoto extends RealCorpusEntry {
  path: string;
}

/**
 * The fixed split rule: the first byte of sha256(sourceImage, UTF-8) even → tuning, odd →
 * heldout. Thresholds are fitted on the tuning half only.
 */
export function splitOf(sourceImage: string): Split {
  const first = createHash('sha256').update(sourceImage, 'utf8').digest().readUInt8(0);
  return first % 2 === 0 ? 'tuning' : 'heldout';
}

function fail(index: number, message: string): never {
  throw new Error(`real-skin manifest entry ${index}: ${message}`);
}

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** Checks one parsed manifest entry by hand (the package has no schema library). */
function checkEntry(raw: unknown, index: number): RealCorpusEntry {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) fail(index, 'not an object');
  const e = raw as Record<string, unknown>;
  for (const key of [
    'file',
    'source',
    'sourcePath',
    'sourceCommit',
    'licence',
    'author',
    'sourceImage',
  ]) {
    if (typeof e[key] !== 'string' || e[key] === '')
      fail(index, `${key} must be a non-empty string`);
  }
  if (!/^rs-\d{4}\.jpg$/.test(e.file as string))
    fail(index, `file ${String(e.file)} is not rs-NNNN.jpg`);
  if (!/^[0-9a-f]{40}$/.test(e.sourceCommit as string)) fail(index, 'sourceCommit is not a sha');
  if (!isOneOf(SPLITS, e.split)) fail(index, `split ${String(e.split)}`);
  if (!isOneOf(LIGHTINGS, e.lighting)) fail(index, `lighting ${String(e.lighting)}`);
  if (!isOneOf(TONES, e.tone)) fail(index, `tone ${String(e.tone)}`);
  for (const key of ['usable', ...LABELS]) {
    if (typeof e[key] !== 'boolean') fail(index, `${key} must be a boolean`);
  }
  if (e.note !== undefined && typeof e.note !== 'string') fail(index, 'note must be a string');
  return e as unknown as RealCorpusEntry;
}

/** The manifest as written, checked entry by entry. */
export function readRealCorpusManifest(dir = REAL_CORPUS_DIR): RealCorpusEntry[] {
  const parsed: unknown = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
  if (!Array.isArray(parsed)) throw new Error('real-skin manifest is not an array');
  return parsed.map((raw, index) => checkEntry(raw, index));
}

/** Every corpus photo with its absolute path; only one half when `split` is given. */
export function loadRealCorpus(split?: Split, dir = REAL_CORPUS_DIR): RealCorpusPhoto[] {
  return readRealCorpusManifest(dir)
    .filter((entry) => split === undefined || entry.split === split)
    .map((entry) => ({ ...entry, path: path.join(dir, entry.file) }));
}
