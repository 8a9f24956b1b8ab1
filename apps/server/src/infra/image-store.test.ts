/**
 * Issue 20 #2: one contract for every photo store — the file store under DATA_DIR and the S3
 * store against a local S3-compatible server (s3rver, real protocol and signatures).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3 } from '../../test-support/local-s3';
import { createFileImageStore, type ImageStore } from './image-store';
import { createS3ImageStore } from './s3-image-store';

let s3: Awaited<ReturnType<typeof startLocalS3>>;
let fileRoot: string;

beforeAll(async () => {
  s3 = await startLocalS3();
  fileRoot = mkdtempSync(path.join(os.tmpdir(), 'skinscope-images-'));
});
afterAll(async () => {
  await s3.stop();
  rmSync(fileRoot, { recursive: true, force: true });
});

const stores: [string, () => ImageStore][] = [
  ['file store', () => createFileImageStore(fileRoot)],
  ['S3 store', () => createS3ImageStore(s3.settings)],
];

describe.each(stores)('the %s', (_name, open) => {
  const bytes = (size: number, seed: number) =>
    Buffer.from(Array.from({ length: size }, (_, i) => (i * 31 + seed) & 0xff));

  it('gives back exactly what was put, and nothing for a key never written', async () => {
    const store = open();
    const photo = bytes(1_500_000, 7);
    await store.put('img/41/493812/1763800000000.jpg', photo);
    expect((await store.get('img/41/493812/1763800000000.jpg'))?.equals(photo)).toBe(true);
    expect(await store.get('img/41/493812/missing.jpg')).toBeUndefined();
    store.close?.();
  });

  it('replaces a file whole: a reader sees the old or the new bytes, never a mix', async () => {
    const store = open();
    const key = 'img/42/1/photo.jpg';
    const first = bytes(400_000, 1);
    const second = bytes(400_000, 2);
    await store.put(key, first);
    const [, seen] = await Promise.all([store.put(key, second), store.get(key)]);
    expect(seen?.equals(first) || seen?.equals(second)).toBe(true);
    expect((await store.get(key))?.equals(second)).toBe(true);
    store.close?.();
  });

  it('removes a file, and a folder with everything in it but nothing beside it', async () => {
    const store = open();
    await store.put('img/43/1/a.jpg', bytes(10, 1));
    await store.put('img/43/2/b.jpg', bytes(10, 2));
    await store.put('img/430/1/c.jpg', bytes(10, 3));
    await store.put('det/43/normal.png', bytes(10, 4));
    await store.remove('det/43/normal.png');
    await store.remove('det/43/never-written.png');
    expect(await store.get('det/43/normal.png')).toBeUndefined();

    await store.removeFolder('img/43');
    expect(await store.get('img/43/1/a.jpg')).toBeUndefined();
    expect(await store.get('img/43/2/b.jpg')).toBeUndefined();
    expect(await store.get('img/430/1/c.jpg')).toBeDefined();
    await store.removeFolder('img/44');
    store.close?.();
  });

  it('is ready when it can be written', async () => {
    const store = open();
    await expect(store.ping()).resolves.toBeUndefined();
    store.close?.();
  });

  it('refuses keys that could leave its folder', async () => {
    const store = open();
    for (const key of ['../etc/passwd', 'img/../../x.jpg', '/img/1/a.jpg', 'img/./a.jpg', 'img'])
      await expect(store.put(key, bytes(1, 0))).rejects.toThrow('unsafe image key');
    store.close?.();
  });
});

it('an S3 store pointed at a bucket that does not exist is not ready and loses no photo silently', async () => {
  const store = createS3ImageStore({ ...s3.settings, bucket: 'no-such-bucket' });
  await expect(store.ping()).rejects.toThrow();
  await expect(store.put('img/45/1/a.jpg', Buffer.from('x'))).rejects.toThrow();
  store.close?.();
});
