/**
 * `npm run analyze -- normal.jpg polarised.jpg [--calibration device.json] [--overlays dir]`
 * prints the analysis as JSON (masks left out; --overlays writes the marked images).
 * `npm run analyze -- --phantom dir [--seed N]` writes a phantom pair (normal.jpg,
 * polarised.jpg) and its ground truth (truth.json) to try the engine on.
 * `npm run analyze -- --twin photo.jpg dir` writes a pair from one real photograph: the photo as
 * polarised.jpg, its normal-light twin made by physics as normal.jpg (node/real-pair.ts; the
 * real-skin corpus has no real pairs, packages/analysis/fixtures/real-skin).
 * `npm run analyze -- --calibrate card-normal.png card-polarised.png` fits a device calibration
 * from grey-card captures and prints `{ok, calibration, report}` (save `calibration` as the
 * device.json that --calibration reads). `--help` prints the usage (cli-args.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DETECT_DIMENSION_FRAMES } from '@skinscope/contracts';
import { analyzePair, resultJson } from './analyze';
import { CLI_USAGE, parseCli } from './cli-args';
import { fitCardCalibration } from './card-calibration';
import { parseDeviceCalibration } from './device-calibration';
import { decodeImage } from './node/decode';
import { renderOverlay } from './node/overlay';
import { phantomJpegs } from './node/phantom-jpeg';
import { realPairJpegs } from './node/real-pair';
import { DIMENSIONS } from './types';

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

async function writeTwin(photo: string, dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const { normalJpeg, polarisedJpeg } = await realPairJpegs(photo);
  writeFileSync(path.join(dir, 'normal.jpg'), normalJpeg);
  writeFileSync(path.join(dir, 'polarised.jpg'), polarisedJpeg);
  console.log(`pair written to ${dir}: normal.jpg (twin of ${photo}), polarised.jpg (the photo)`);
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
    const frame = DETECT_DIMENSION_FRAMES[d] === 'normal' ? normal : polarised;
    const jpeg = await renderOverlay(frame, result.masks[d], d);
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

const command = parseCli(process.argv.slice(2));
switch (command.kind) {
  case 'help':
    console.log(CLI_USAGE);
    break;
  case 'phantom':
    await writePhantom(command.dir, command.seed);
    break;
  case 'twin':
    await writeTwin(command.photo, command.dir);
    break;
  case 'calibrate':
    await calibrateFiles(command.normal, command.polarised);
    break;
  case 'analyze':
    await analyzeFiles(command.normal, command.polarised, command.calibration, command.overlays);
    break;
  case 'mistake':
    console.error(`${command.problem}\n\n${CLI_USAGE}`);
    process.exitCode = 2;
    break;
}
