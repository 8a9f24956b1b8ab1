import { parseArgs } from 'node:util';

/** What `npm run analyze` prints for --help and under a mistake in its arguments. */
export const CLI_USAGE = [
  'usage: npm run analyze -- normal.jpg polarised.jpg [--calibration device.json] [--overlays dir]',
  '       npm run analyze -- --phantom dir [--seed N]',
  '       npm run analyze -- --twin photo.jpg dir',
  '       npm run analyze -- --calibrate card-normal.png card-polarised.png',
  '       npm run analyze -- --help',
].join('\n');

/** What the command line asks for (cli.ts does it). */
export type CliCommand =
  | { kind: 'help' }
  | { kind: 'phantom'; dir: string; seed: number }
  | { kind: 'twin'; photo: string; dir: string }
  | { kind: 'calibrate'; normal: string; polarised: string }
  | { kind: 'analyze'; normal: string; polarised: string; calibration?: string; overlays?: string }
  | { kind: 'mistake'; problem: string };

/**
 * Reads the arguments; anything it cannot use is a `mistake` with a one-line reason, which the
 * CLI prints above the usage (issue 29 #17: `--help` printed a stack trace).
 */
export function parseCli(args: string[]): CliCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        help: { type: 'boolean', short: 'h' },
        phantom: { type: 'string' },
        twin: { type: 'string' },
        seed: { type: 'string', default: '1' },
        calibration: { type: 'string' },
        overlays: { type: 'string' },
        calibrate: { type: 'boolean' },
      },
    });
  } catch (error) {
    // Node's own sentence, up to its advice on positionals that start with a dash.
    const problem = (error as Error).message.split('. ')[0] ?? 'unreadable arguments';
    return { kind: 'mistake', problem };
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  if (values.phantom) {
    const seed = Number(values.seed);
    if (!Number.isInteger(seed))
      return { kind: 'mistake', problem: `--seed ${values.seed} is not a whole number` };
    return { kind: 'phantom', dir: values.phantom, seed };
  }
  if (values.twin) {
    const [dir, ...extra] = positionals;
    if (dir === undefined || extra.length > 0)
      return { kind: 'mistake', problem: '--twin needs one folder to write the pair to' };
    return { kind: 'twin', photo: values.twin, dir };
  }
  const [normal, polarised, ...rest] = positionals;
  if (normal === undefined || polarised === undefined || rest.length > 0)
    return {
      kind: 'mistake',
      problem: 'two photos are needed: the normal-light one, then the polarised one',
    };
  if (values.calibrate) return { kind: 'calibrate', normal, polarised };
  return {
    kind: 'analyze',
    normal,
    polarised,
    ...(values.calibration === undefined ? {} : { calibration: values.calibration }),
    ...(values.overlays === undefined ? {} : { overlays: values.overlays }),
  };
}
