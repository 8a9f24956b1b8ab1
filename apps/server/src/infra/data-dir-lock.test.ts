import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'skinscope-lock-'));

describe('lockDataDir', () => {
  it('writes our pid and removes the lock on release', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'skinscope.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(path.join(dir, 'skinscope.lock'))).toBe(false);
  });

  it('refuses a directory held by another running process, naming it', async () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(path.join(dir, 'skinscope.lock'), String(holder.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(String(holder.pid));
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a process that died', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'skinscope.lock'), '2147483646');
    const lock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'skinscope.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
