import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { S3Settings } from '../src/infra/s3-image-store';

/** The part of s3rver (which ships no types) these tests use: its README's options, run, close. */
interface S3rverServer {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverServer;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

/** s3rver's fixed credentials: it checks signatures with them. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A local S3-compatible server (s3rver, files in a temporary folder) with one empty bucket, for
 * the S3 image store's tests: the real S3 protocol and signatures, nothing outside the machine.
 */
export async function startLocalS3(bucket = 'skinscope-photos') {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'skinscope-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    ...CREDENTIALS,
    forcePathStyle: true,
  };
  return {
    settings,
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}
