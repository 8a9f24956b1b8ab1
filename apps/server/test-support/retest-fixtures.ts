/**
 * Test-retest pairs stored straight through the repository, as the create route stores them,
 * with known roughness scores (issue 32): twenty analyses through HTTP would take minutes. One
 * copy for the retest and the verdict tests.
 */
import { ENGINE_VERSION } from '@skinscope/analysis';
import { createRetestPairsRepository } from '../src/repositories/retest-pairs.repository';
import type { Tenant } from './fixtures';
import type { TestApp } from './test-app';

const capture = (roughness: number, engine: string, ok = true) => ({
  result: { roughness: { score: roughness } },
  quality: { ok, reasons: [] },
  version: { engine, calibration: 'test' },
});

/**
 * A pair of `deviceLabel` whose test scores roughness `testRoughness` (50) and whose retest
 * `retestRoughness` (50), measured by `engineVersion` (the current one).
 */
export function storeRetestPair(
  t: TestApp,
  tenant: Tenant,
  deviceLabel: string,
  {
    testRoughness = 50,
    retestRoughness = 50,
    ok = true,
    createdAt = new Date(),
    engineVersion = ENGINE_VERSION,
  } = {},
) {
  return createRetestPairsRepository(t.database.db).insert({
    scope: 'cgo',
    ownerId: tenant.staffId,
    deviceLabel,
    part: 'lc',
    userId: tenant.staffId,
    testNormalKey: 'retest/seeded/testNormal.jpg',
    testPolarisedKey: 'retest/seeded/testPolarised.jpg',
    retestNormalKey: 'retest/seeded/retestNormal.jpg',
    retestPolarisedKey: 'retest/seeded/retestPolarised.jpg',
    test: capture(testRoughness, engineVersion),
    retest: capture(retestRoughness, engineVersion, ok),
    testAccepted: true,
    retestAccepted: ok,
    engineVersion,
    createdAt,
  });
}
