import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';

/**
 * The latest verification code the server's `log` SMS provider printed for a mobile (DECISIONS:
 * one line per code with the mobile's last four digits), as an operator of a test install reads it.
 */
export async function readSmsCode(
  mobile: string,
  purpose: 'register' | 'reset' | 'unlock',
): Promise<string> {
  const logFile = process.env.SKINSCOPE_E2E_SERVER_LOG;
  if (!logFile) throw new Error('global setup did not start the server');
  const pattern = new RegExp(`mobile ending ${mobile.slice(-4)} \\(${purpose}\\): (\\d{6})`, 'g');
  let code: string | undefined;
  await expect
    .poll(() => {
      code = [...readFileSync(logFile, 'utf8').matchAll(pattern)].at(-1)?.[1];
      return code;
    })
    .toBeDefined();
  return code ?? '';
}
