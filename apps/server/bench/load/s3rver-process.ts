/**
 * The benchmarks' local S3 server (s3rver) in a process of its own, so that its CPU is counted
 * apart from the replicas' and the load generator's (load/analyses.bench.ts). Prints its
 * settings as one JSON line, and stops on SIGTERM.
 */
import { startLocalS3 } from '../../test-support/local-s3';

const s3 = await startLocalS3();
process.stdout.write(`${JSON.stringify(s3.settings)}\n`);
process.once('SIGTERM', () => {
  void s3.stop().finally(() => process.exit(0));
});
