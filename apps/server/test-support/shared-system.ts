import type { ChildProcess } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { analysisJobs, detections } from '@skinscope/db';
import { createTestDatabase, type TestDatabase } from '@skinscope/db/testing';
import { loadConfig } from '../src/config';
import { startLocalS3 } from './local-s3';
import { startReplica, type Replica } from './replica-process';
import { serverBundle } from './server-bundle';

const POSTGRES = loadConfig().databaseUrl ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = loadConfig().redisUrl ?? 'redis://127.0.0.1:6379';

/**
 * What replicas share (issue 20 #4), for a test file: a fresh PostgreSQL database, a local S3
 * bucket (s3rver) and the machine's Redis, set up before its tests and removed after them, with
 * every replica it started killed. Replicas inherit `parentEnv` (PATH, HOME, …: the caller's
 * process.env).
 */
export function sharedSystem(parentEnv: NodeJS.ProcessEnv) {
  let database: TestDatabase;
  let s3: Awaited<ReturnType<typeof startLocalS3>>;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase({ databaseUrl: POSTGRES });
    s3 = await startLocalS3();
  }, 60_000);

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await s3?.stop();
    await database?.close();
  });

  return {
    get db() {
      return database.database.db;
    },

    /** A replica on the shared database, bucket and Redis, with this further environment. */
    async startReplica(env: Record<string, string>): Promise<Replica> {
      const replica = await startReplica({
        parentEnv,
        databaseUrl: database.url!,
        redisUrl: REDIS_URL,
        s3: s3.settings,
        main: serverBundle(),
        env,
      });
      children.push(replica.child);
      return replica;
    },

    /** The analysis jobs of every visit so far. */
    jobs() {
      return database.database.db.select().from(analysisJobs);
    },

    /**
     * What became of a visit's `pairs` analyses: jobs not done (lost), and results stored more
     * than once for one pair (duplicated).
     */
    async outcome(recordId: number, pairs: number) {
      const db = database.database.db;
      const jobs = await db.select().from(analysisJobs).where(eq(analysisJobs.recordId, recordId));
      const results = await db.select().from(detections).where(eq(detections.recordId, recordId));
      const analysed = new Set(results.map((row) => `${row.normalKey}|${row.polarisedKey}`));
      return {
        lost: pairs - jobs.filter((job) => job.state === 'done').length,
        duplicated: results.length - analysed.size,
        analysed: analysed.size,
      };
    },
  };
}
