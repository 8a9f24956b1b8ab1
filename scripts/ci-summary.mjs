// Sums passed/failed over the Vitest and Playwright outputs given as files: "N passed, N failed".
import { readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
for (const file of process.argv.slice(2)) {
  // eslint-disable-next-line no-control-regex
  const text = readFileSync(file, 'utf8').replace(/\u001b\[[0-9;]*m/g, '');
  for (const line of text.split('\n')) {
    // Vitest: "      Tests  2 failed | 56 passed (58)"
    const vitest = /^\s*Tests\s+(.*)\(\d+\)\s*$/.exec(line);
    if (vitest) {
      passed += Number(/(\d+) passed/.exec(vitest[1])?.[1] ?? 0);
      failed += Number(/(\d+) failed/.exec(vitest[1])?.[1] ?? 0);
      continue;
    }
    // Vitest: "      Errors  1 error" (an unhandled error: the run fails though every test passed)
    // Playwright: "  1 error was not a part of any test, see above for details"
    const stray =
      /^\s*(?:Errors\s+(\d+) errors?|(\d+) errors? (?:was|were) not a part of any test)/.exec(line);
    if (stray) {
      failed += Number(stray[1] ?? stray[2]);
      continue;
    }
    // Playwright list reporter: "  6 passed (12.3s)", "  40 passed (12.9m)" and "  1 failed"
    const playwright = /^\s+(\d+) (passed|failed|flaky)(?: \([\d.]+(?:ms|s|m|h)\))?\s*$/.exec(line);
    if (playwright) {
      if (playwright[2] === 'passed') passed += Number(playwright[1]);
      else failed += Number(playwright[1]);
    }
  }
}
console.log(`${passed} passed, ${failed} failed`);
