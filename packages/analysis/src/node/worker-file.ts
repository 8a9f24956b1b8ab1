/**
 * The module piscina starts in each worker thread. From source it is the entry beside this
 * file, which registers tsx before importing worker.ts. scripts/build.mjs replaces this module
 * in the server bundle with one that names the bundled worker beside the bundled server, so the
 * production process never loads tsx.
 */
import { fileURLToPath } from 'node:url';

export const WORKER_FILE = fileURLToPath(new URL('./worker-entry.mjs', import.meta.url));
