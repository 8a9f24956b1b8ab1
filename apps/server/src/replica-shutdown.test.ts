/**
 * Issue 20 #6: a replica stopped with SIGTERM while it analyses hands its jobs back. Replica A
 * (two workers, SHUTDOWN_GRACE_SECONDS=0: every analysis under way is given up at once, the
 * harder case; that a finishing one is stored first is analysis-jobs.test.ts's) is stopped
 * while it holds jobs of a visit; it exits cleanly leaving no job leased, and B, started after
 * it, takes the handed-back jobs at once although every lease is ten minutes long. Prints the
 * jobs handed back, lost and duplicated, and how soon B took them.
 */
import { once } from 'node:events';
import { expect, it } from 'vitest';
import { salonWithCustomer, saveVisit, uploadPairs } from '../test-support/replica-visit';
import { sharedSystem } from '../test-support/shared-system';

const PAIRS = 6;
/** Longer than the whole test: a job left leased would never be taken up within it. */
const LEASE_SECONDS = 600;

const system = sharedSystem(process.env);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('SIGTERM hands back the jobs a replica holds; another takes them without waiting for the lease', async () => {
  const lease = { ANALYSIS_JOB_LEASE_SECONDS: String(LEASE_SECONDS) };
  const a = await system.startReplica({
    ...lease,
    ANALYSIS_WORKERS: '2',
    SHUTDOWN_GRACE_SECONDS: '0',
  });
  const { token, customerId } = await salonWithCustomer(system.db, [a, a]);
  const photos = await uploadPairs(a, token, customerId, PAIRS);
  const recordId = await saveVisit(a, token, customerId, photos);

  // A is the only replica: the jobs running are its own. Stopped once both its slots are busy.
  for (let tries = 0; tries < 1_200; tries += 1) {
    const running = (await system.jobs()).filter((job) => job.state === 'running');
    if (running.length === 2) break;
    await sleep(25);
  }
  const exited = once(a.child, 'exit');
  a.child.kill('SIGTERM');
  const [code] = await exited;
  expect(code).toBe(0);

  const left = await system.jobs();
  expect(left.filter((job) => job.state === 'running')).toEqual([]);
  // Handed back: queued again after a claim (never-claimed jobs were not touched since).
  const handedBack = left.filter(
    (job) => job.state === 'queued' && job.updatedAt.getTime() > job.createdAt.getTime(),
  );
  expect(handedBack.length).toBeGreaterThan(0);
  for (const job of handedBack) expect(job).toMatchObject({ leaseUntil: null, attempts: 0 });

  const b = await system.startReplica({ ...lease, ANALYSIS_WORKERS: '2' });
  const readyAt = Date.now();
  let takenMs: number | undefined;
  for (let tries = 0; tries < 2_400; tries += 1) {
    const rows = await system.jobs();
    const waiting = rows.filter((job) => handedBack.some((back) => back.id === job.id));
    if (takenMs === undefined && waiting.every((job) => job.state !== 'queued'))
      takenMs = Date.now() - readyAt;
    if (rows.every((job) => job.state === 'done')) break;
    await sleep(100);
  }
  const { lost, duplicated, analysed } = await system.outcome(recordId, PAIRS);
  console.log(
    `shutdown: A held ${handedBack.length} of ${PAIRS} jobs at SIGTERM and handed them back; ` +
      `B took them ${takenMs} ms after it was ready (lease ${LEASE_SECONDS} s); ` +
      `lost ${lost}, duplicated results ${duplicated}`,
  );
  expect(lost).toBe(0);
  expect(duplicated).toBe(0);
  expect(analysed).toBe(PAIRS);
  expect(takenMs).toBeDefined();
  await b.stop();
}, 300_000);
