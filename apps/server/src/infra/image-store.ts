import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where photo files live (ARCHITECTURE §5): the filesystem under DATA_DIR/images by default, an
 * S3-compatible bucket with IMAGE_STORE=s3 (s3-image-store.ts) for several replicas.
 */
export interface ImageStore {
  /** Writes atomically: readers see the whole file or none of it. */
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes, or undefined when there is none. */
  get(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
  /**
   * Removes a folder and everything in it (a customer's photos, a detection's masks); resolves
   * to the number of objects it removed.
   */
  removeFolder(prefix: string): Promise<number>;
  /** Every key in the store, in no particular order (backups). */
  listKeys(): AsyncIterable<string>;
  /** Resolves when the store can be used (readiness): the folder is writable, the bucket answers. */
  ping(): Promise<void>;
  /** Releases its connections (the S3 client's sockets); the file store holds none. */
  close?(): void;
}

/** Keys are validated relative paths (`img/12/493812/1763800000000.jpg`); nothing else gets here. */
const SAFE_KEY = /^[a-z0-9]+(\/[A-Za-z0-9._-]+)+$/;

/** The key itself when it is a safe relative path; every store refuses anything else. */
export function checkedImageKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`unsafe image key: ${key}`);
  }
  return key;
}

export function createFileImageStore(root: string): ImageStore {
  const resolve = (key: string) => path.join(root, ...checkedImageKey(key).split('/'));
  return {
    async put(key, data) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      const handle = await open(temp, 'wx');
      try {
        await handle.writeFile(data);
        await handle.sync(); // durable before it becomes visible under its name
      } finally {
        await handle.close();
      }
      await rename(temp, target);
    },
    async get(key) {
      try {
        return await readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    async removeFolder(prefix) {
      const folder = resolve(prefix);
      const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(
        () => [],
      );
      await rm(folder, { recursive: true, force: true });
      return entries.filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp')).length;
    },
    async *listKeys() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
        yield path
          .relative(root, path.join(entry.parentPath, entry.name))
          .split(path.sep)
          .join('/');
      }
    },
    async ping() {
      // The folder is made on the first photo; until then its parent must take it.
      const existing = await access(root).then(
        () => root,
        () => path.dirname(root),
      );
      await access(existing, constants.W_OK);
    },
  };
}
