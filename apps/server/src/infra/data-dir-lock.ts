import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `数据目录 ${dataDir} 正被另一个肤镜进程（PID ${holderPid}）使用。` +
        `同一数据目录只能运行一个服务；请先停止那个进程，或用 DATA_DIR 指定另一个目录。\n` +
        `The data directory ${dataDir} is in use by another SkinScope process (pid ${holderPid}).`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): void;
}

/**
 * Two processes must never open the same embedded database (TESTING.md). The lock file holds
 * the owner's pid; a lock left by a process that no longer runs (a crash, kill -9) is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'skinscope.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return { release: () => rmSync(file, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock ${dataDir}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
