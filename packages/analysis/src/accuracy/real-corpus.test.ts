/**
 * The real-skin corpus is whole and honest: every file is a 1024 × 768 JPEG of at most 150 kB
 * that the manifest names, every licence allows commercial use, and the split follows the fixed
 * hash rule so that it cannot drift. Cheap: it reads JPEG headers only.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  ALLOWED_LICENCES,
  loadRealCorpus,
  readRealCorpusManifest,
  REAL_CORPUS_DIR,
  splitOf,
  type RealCorpusEntry,
  type RealCorpusPhoto,
} from './real-corpus';

/** 150 kB, counted as 150 × 1000 bytes (the stricter reading). */
const MAX_BYTES = 150_000;
const NOT_IMAGES = new Set(['manifest.json', 'README.md', 'ATTRIBUTION.md']);

describe('real-skin corpus', () => {
  const photos: RealCorpusPhoto[] = loadRealCorpus();

  it('has at least 150 entries, each file named once', () => {
    expect(photos.length).toBeGreaterThanOrEqual(150);
    expect(new Set(photos.map((p) => p.file)).size).toBe(photos.length);
  });

  it('loads every manifest entry with its absolute path, and each half on its own', () => {
    const entries: RealCorpusEntry[] = readRealCorpusManifest();
    expect(photos.map((p) => p.path)).toEqual(
      entries.map((e) => path.join(REAL_CORPUS_DIR, e.file)),
    );
    expect(photos.every((p) => path.isAbsolute(p.path))).toBe(true);
    const tuning = loadRealCorpus('tuning');
    const heldout = loadRealCorpus('heldout');
    expect(tuning.length + heldout.length).toBe(photos.length);
    expect(tuning.every((p) => p.split === 'tuning')).toBe(true);
  });

  it('names every file of the folder, and nothing else is in it', () => {
    const named = new Set(photos.map((p) => p.file));
    const images = readdirSync(REAL_CORPUS_DIR).filter((f) => !NOT_IMAGES.has(f));
    expect(images.filter((f) => !named.has(f))).toEqual([]);
  });

  it('holds only 1024 × 768 JPEGs of at most 150 kB', async () => {
    const wrong: string[] = [];
    for (const photo of photos) {
      const bytes = statSync(photo.path).size;
      const meta = await sharp(photo.path).metadata();
      if (
        meta.format !== 'jpeg' ||
        meta.width !== 1024 ||
        meta.height !== 768 ||
        bytes > MAX_BYTES
      ) {
        wrong.push(`${photo.file}: ${meta.format} ${meta.width}×${meta.height} ${bytes} B`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('uses only licences that allow commercial use and derivatives (no NC, no ND)', () => {
    const allowed: readonly string[] = ALLOWED_LICENCES;
    expect(photos.filter((p) => !allowed.includes(p.licence)).map((p) => p.file)).toEqual([]);
    expect(photos.filter((p) => /NC|ND/.test(p.licence)).map((p) => p.file)).toEqual([]);
  });

  it('splits by the fixed hash of the source image, one half per source image', () => {
    expect(photos.filter((p) => p.split !== splitOf(p.sourceImage)).map((p) => p.file)).toEqual([]);
    const halves = new Map<string, Set<string>>();
    for (const p of photos)
      halves.set(p.sourceImage, (halves.get(p.sourceImage) ?? new Set()).add(p.split));
    expect([...halves].filter(([, s]) => s.size > 1).map(([image]) => image)).toEqual([]);
  });

  it('gives the crops of one photograph one tone group (it describes the person)', () => {
    const tones = new Map<string, Set<string>>();
    for (const p of photos) {
      tones.set(p.sourceImage, (tones.get(p.sourceImage) ?? new Set()).add(p.tone));
    }
    expect([...tones].filter(([, t]) => t.size > 1).map(([image]) => image)).toEqual([]);
  });

  it('gives each half at least 40 % of the entries', () => {
    for (const half of ['tuning', 'heldout'] as const) {
      const share = photos.filter((p) => p.split === half).length / photos.length;
      expect(share, half).toBeGreaterThanOrEqual(0.4);
    }
  });

  it('keeps the split rule fixed: sha256 first byte even → tuning', () => {
    // sha256("ISIC_0000017") starts with an odd byte, sha256("ISIC_0000020") with an even one.
    expect(splitOf('ISIC_0000017')).toBe('heldout');
    expect(splitOf('ISIC_0000020')).toBe('tuning');
  });
});
