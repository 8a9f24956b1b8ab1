/**
 * `npm run analyze -- normal.jpg polarised.jpg [--calibration device.json] [--overlays dir]`
 * prints the analysis as JSON (masks left out; --overlays writes the marked images).
 * `npm run analyze -- --phantom dir [--seed N]` writes a phantom pair (normal.jpg,
 * polarised.jpg) and its ground truth (truth.json) to try the engine on.
 * `npm run analyze -- --calibrate card-normal.png card-polarised.png` fits a device calibration
 * from grey-card captures and prints `{ok, calibration, report}` (save `calibration` as the
 * device.json that --calibration reads).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { analyzePair, resultJson } from './analyze';
import { fitCardCalibration } from './card-calibration';
import { parseDeviceCalibration } from './device-calibration';
import { decodeImage } from './node/decode';
import { renderOverlay } from './node/overlay';
import { phantomJpegs } from './node/phantom-jpeg';
import { DIMENSIONS } from './types';

const NORMAL_FRAME = new Set(['skin_type', 'roughness', 'elasticity']);

async function writePhantom(dir: string, seed: number): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const { phantom, normalJpeg, polarisedJpeg } = await phantomJpegs({ seed });
  writeFileSync(path.join(dir, 'normal.jpg'), normalJpeg);
  writeFileSync(path.join(dir, 'polarised.jpg'), polarisedJpeg);
  const { tone, ita, spots, lines } = phantom.truth;
  const truth = {
    seed,
    spec: phantom.spec,
    tone,
    ita,
    spots,
    lines: lines.map((l) => ({ width: l.width, points: l.points.length })),
  };
  writeFileSync(path.join(dir, 'truth.json'), `${JSON.stringify(truth, null, 2)}\n`);
  console.log(`phantom written to ${dir}: normal.jpg, polarised.jpg, truth.json`);
}

async function analyzeFiles(
  normalPath: string,
  polarisedPath: string,
  calibrationPath?: string,
  overlays?: string,
): Promise<void> {
  const [normal, polarised] = await Promise.all([
    decodeImage(normalPath),
    decodeImage(polarisedPath),
  ]);
  const deviceCalibration = calibrationPath
    ? parseDeviceCalibration(JSON.parse(readFileSync(calibrationPath, 'utf8')))
    : null;
  if (calibrationPath && !deviceCalibration)
    console.error(`${calibrationPath} is not a calibration of format 2: analysing uncalibrated`);
  const result = analyzePair(normal, polarised, { deviceCalibration });
  console.log(JSON.stringify(JSON.parse(resultJson(result)), null, 2));
  if (!overlays || !result.masks) return;
  mkdirSync(overlays, { recursive: true });
  for (const d of DIMENSIONS) {
    const jpeg = await renderOverlay(NORMAL_FRAME.has(d) ? normal : polarised, result.masks[d], d);
    writeFileSync(path.join(overlays, `${d}.jpg`), jpeg);
  }
  console.error(`overlays written to ${overlays}`);
}

async function calibrateFiles(normalPath: string, polarisedPath: string): Promise<void> {
  const [normal, polarised] = await Promise.all([
    decodeImage(normalPath),
    decodeImage(polarisedPath),
  ]);
  const fit = fitCardCalibration(normal, polarised, { id: path.basename(normalPath) });
  console.log(JSON.stringify(fit, null, 2));
  if (!fit.ok) process.exitCode = 1;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    phantom: { type: 'string' },
    seed: { type: 'string', default: '1' },
    calibration: { type: 'string' },
    overlays: { type: 'string' },
    calibrate: { type: 'boolean' },
  },
});

if (values.phantom) await writePhantom(values.phantom, Number(values.seed));
else if (values.calibrate && positionals.length === 2)
  await calibrateFiles(positionals[0]!, positionals[1]!);
else if (positionals.length === 2)
  await analyzeFiles(positionals[0]!, positionals[1]!, values.calibration, values.overlays);
else {
  console.error(
    'usage: npm run analyze -- normal.jpg polarised.jpg [--calibration device.json] [--overlays dir]',
  );
  console.error('       npm run analyze -- --phantom dir [--seed N]');
  console.error('       npm run analyze -- --calibrate card-normal.png card-polarised.png');
  process.exitCode = 2;
}
