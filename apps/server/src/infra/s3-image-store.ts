import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { checkedImageKey, type ImageStore } from './image-store';

export interface S3Settings {
  bucket: string;
  /** An S3-compatible service's URL (MinIO, Aliyun OSS, Tencent COS); unset: AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's own credential chain (environment, instance role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `bucket` in the path instead of the host name, as most self-hosted services need. */
  forcePathStyle: boolean;
}

/** DeleteObjects takes at most 1,000 keys a request. */
const DELETE_BATCH = 1_000;

/**
 * The SDK retries a request that fails, but not a body that breaks off after the headers came
 * (a dropped connection; our local S3 server does it when the object is replaced mid-read). A
 * read is safe to repeat, so it is asked once more.
 */
const GET_ATTEMPTS = 2;

const isConnectionReset = (error: unknown) =>
  (error as NodeJS.ErrnoException | null)?.code === 'ECONNRESET';

/**
 * Photos in an S3-compatible bucket, under the same keys as the file store. A PUT is atomic in
 * S3 (readers see the whole old or the whole new object), which is the file store's promise.
 */
export function createS3ImageStore(settings: S3Settings): ImageStore {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    // By default the SDK (≥ 3.729) adds a CRC32 to every PUT and checks one on every GET, in
    // JavaScript on the event loop that also serves HTTP. Signature V4 already sends each PUT's
    // SHA-256 (native), which the service checks against the body it got, and several
    // S3-compatible services refuse the new checksum headers. Only operations that demand a
    // checksum (DeleteObjects) still get one. DECISIONS "One stored object for a detection's masks".
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
  });
  const Bucket = settings.bucket;

  async function* keysUnder(prefix: string): AsyncGenerator<string> {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
      );
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkedImageKey(key), Body: data }));
    },
    async get(key) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          const object = await client.send(
            new GetObjectCommand({ Bucket, Key: checkedImageKey(key) }),
          );
          return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
        } catch (error) {
          if (error instanceof NoSuchKey) return undefined;
          if (attempt < GET_ATTEMPTS && isConnectionReset(error)) continue;
          throw error;
        }
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedImageKey(key) }));
    },
    async removeFolder(prefix) {
      // The trailing slash keeps `img/1` from taking `img/10` with it.
      const keys: string[] = [];
      for await (const key of keysUnder(`${checkedImageKey(prefix)}/`)) keys.push(key);
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH);
        await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
      }
      return keys.length;
    },
    listKeys: () => keysUnder(''),
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    close: () => client.destroy(),
  };
}
