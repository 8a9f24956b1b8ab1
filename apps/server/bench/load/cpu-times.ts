import { readdirSync, readFileSync } from 'node:fs';

/** Linux's clock ticks per second (USER_HZ), in which /proc reports CPU times. */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) of one process's threads, grouped by what they do. */
export interface ThreadCpu {
  /** The main thread: the HTTP event loop, the job runner, the S3 and PostgreSQL clients. */
  main: number;
  /** Threads at `niceOf` (the analysis workers run at nice +10): the engine itself. */
  niced: number;
  /** Everything else: libuv's pool (sharp's decode, zlib, fs), V8's GC and compiler threads. */
  other: number;
}

const zero = (): ThreadCpu => ({ main: 0, niced: 0, other: 0 });

/** Fields of /proc/…/stat after the command name (field 3 onwards). */
function statFields(file: string): string[] | null {
  try {
    const text = readFileSync(file, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null; // the thread or process has exited
  }
}

const seconds = (fields: string[]) => (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;

/**
 * The process's CPU seconds per kind of thread, read from /proc/<pid>/task/<tid>/stat (Linux).
 * Threads that ended since an earlier reading are missing from a later one: the worker threads,
 * the main thread and libuv's pool live as long as the process.
 */
export function threadCpu(pid: number, niced = 10): ThreadCpu {
  const out = zero();
  let tids: string[];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return out;
  }
  for (const tid of tids) {
    const fields = statFields(`/proc/${pid}/task/${tid}/stat`);
    if (!fields) continue;
    const kind = Number(tid) === pid ? 'main' : Number(fields[16]) === niced ? 'niced' : 'other';
    out[kind] += seconds(fields);
  }
  return out;
}

/** CPU seconds of whole processes (all their threads, ended ones included). */
export function processCpu(pids: Iterable<number>): number {
  let total = 0;
  for (const pid of pids) {
    const fields = statFields(`/proc/${pid}/stat`);
    if (fields) total += seconds(fields);
  }
  return total;
}

export const minus = (a: ThreadCpu, b: ThreadCpu): ThreadCpu => ({
  main: a.main - b.main,
  niced: a.niced - b.niced,
  other: a.other - b.other,
});

export const plus = (a: ThreadCpu, b: ThreadCpu): ThreadCpu => ({
  main: a.main + b.main,
  niced: a.niced + b.niced,
  other: a.other + b.other,
});
