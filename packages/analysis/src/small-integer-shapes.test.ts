import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

describe('plane shapes in V8', () => {
  it('keep integer widths and heights after phantoms, quality checks and analyses', () => {
    const script = fileURLToPath(new URL('./small-integer-shapes.check.ts', import.meta.url));
    const output = execFileSync(
      process.execPath,
      ['--allow-natives-syntax', '--import', 'tsx', script],
      { encoding: 'utf8' },
    );
    expect(JSON.parse(output.trim().split('\n').pop()!)).toEqual({
      planeWidth: true,
      planeHeight: true,
      imageWidth: true,
      imageHeight: true,
    });
  }, 60_000);
});
