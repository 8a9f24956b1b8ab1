// The order in which vitest hands test files to its two workers (vitest.config.ts
// `sequence.sequencer`). Vitest starts the files that took longest in its last run first, but a
// fresh clone (CI) has no last run, and then it starts the largest files first: in the accuracy
// project the two spot suites (short files, ≈ 100–150 s each) came last, and one of them ran
// alone while the other worker idled. The slowest files, measured, start first here (longest
// first: the others then fill the gaps); every other file keeps vitest's own order after them.
// Only within a project: vitest runs the projects of one run one after the other and reuses a
// worker (`isolate: false`: the module graph loaded once) only for the next file of its project.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Path endings of the slowest files of each project, slowest first, by the seconds their tests
 * took in one run of each project on the loaded 2-core machine (2026-11-29, DECISIONS §105). A
 * file missing here only starts later than it could.
 */
const SLOWEST: readonly string[] = [
  // accuracy: re-takes 279 s (131 CPU-s), spots 155, card calibration 144, each half of the
  // real-skin corpus ≈ 113 CPU-s, held-out spots 108, phantoms 79, skin gate 60
  'packages/analysis/src/accuracy/real-retake.test.ts',
  'packages/analysis/src/accuracy/spots-tuning.test.ts',
  'packages/analysis/src/accuracy/card-calibration-accuracy.test.ts',
  'packages/analysis/src/accuracy/real-skin.test.ts',
  'packages/analysis/src/accuracy/real-skin-tuning.test.ts',
  'packages/analysis/src/accuracy/spots-held-out.test.ts',
  'packages/analysis/src/accuracy/accuracy.test.ts',
  'packages/analysis/src/quality/skin-gate.test.ts',
  // integration: the demo's seeding 211 s, then 77–20 s
  'apps/server/src/bootstrap/demo-data.test.ts',
  'apps/server/src/modules/detect/analysis-jobs.test.ts',
  'apps/server/src/modules/report-links/report-links.test.ts',
  'apps/server/src/app.fuzz.test.ts',
  'apps/server/src/replicas.test.ts',
  'apps/server/src/modules/care-outcomes/care-outcomes.test.ts',
  'apps/server/src/modules/detect/detect.test.ts',
  'apps/server/src/modules/detect/visit-analysis.test.ts',
  'apps/server/src/modules/calibration/camera-settings.test.ts',
  'apps/server/src/modules/calibration/calibration.test.ts',
  // unit: 119, 44 and 27 s
  'packages/analysis/src/quality/quality.test.ts',
  'packages/analysis/src/analyze.test.ts',
  'packages/analysis/src/engine-version.test.ts',
  // web: 46–31 s
  'apps/web/src/app/shell/app-header.test.tsx',
  'apps/web/src/features/admin/components/user-list-page.test.tsx',
  'apps/web/src/features/capture/components/expect-infinite.test.tsx',
  'apps/web/src/features/cases/components/excellent-page.test.tsx',
  'apps/web/src/features/capture/components/capture-pages.test.tsx',
  'apps/web/src/features/customers/components/customer-list-page.test.tsx',
  'apps/web/src/features/customers/components/report-link-modal.test.tsx',
];

const rank = (spec: TestSpecification) => {
  const at = SLOWEST.findIndex((ending) => spec.moduleId.endsWith(ending));
  return at === -1 ? SLOWEST.length : at;
};

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const byProject = new Map<string, TestSpecification[]>();
    for (const spec of await super.sort(files)) {
      const name = spec.project.name;
      byProject.set(name, [...(byProject.get(name) ?? []), spec]);
    }
    // Array.prototype.sort is stable: files of equal rank keep vitest's order.
    return [...byProject.values()].flatMap((specs) => specs.sort((a, b) => rank(a) - rank(b)));
  }
}
