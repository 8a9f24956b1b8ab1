import { describe, expect, it } from 'vitest';
import { CLI_USAGE, parseCli } from './cli-args';

describe('issue 29 #17: npm run analyze reads its arguments without a stack trace', () => {
  it('--help and -h ask for the usage', () => {
    expect(parseCli(['--help'])).toEqual({ kind: 'help' });
    expect(parseCli(['-h'])).toEqual({ kind: 'help' });
    expect(CLI_USAGE).toMatch(/^usage: npm run analyze -- normal\.jpg polarised\.jpg/);
  });

  it('an unknown option or a missing photo is a one-line mistake', () => {
    expect(parseCli(['--bogus'])).toEqual({
      kind: 'mistake',
      problem: "Unknown option '--bogus'",
    });
    expect(parseCli(['only.jpg']).kind).toBe('mistake');
    expect(parseCli([]).kind).toBe('mistake');
    expect(parseCli(['--phantom', 'dir', '--seed', 'x']).kind).toBe('mistake');
    expect(parseCli(['--twin', 'photo.jpg'])).toEqual({
      kind: 'mistake',
      problem: '--twin needs one folder to write the pair to',
    });
  });

  it('reads the four commands', () => {
    expect(parseCli(['n.jpg', 'p.jpg', '--overlays', 'out'])).toEqual({
      kind: 'analyze',
      normal: 'n.jpg',
      polarised: 'p.jpg',
      overlays: 'out',
    });
    expect(parseCli(['--calibrate', 'n.png', 'p.png'])).toEqual({
      kind: 'calibrate',
      normal: 'n.png',
      polarised: 'p.png',
    });
    expect(parseCli(['--twin', 'rs-0112.jpg', 'out'])).toEqual({
      kind: 'twin',
      photo: 'rs-0112.jpg',
      dir: 'out',
    });
    expect(CLI_USAGE).toContain('npm run analyze -- --twin photo.jpg dir');
    expect(parseCli(['--phantom', 'dir', '--seed', '7'])).toEqual({
      kind: 'phantom',
      dir: 'dir',
      seed: 7,
    });
  });
});
