import path from 'node:path';
import { createFileImageStore, type ImageStore } from './image-store';
import { createS3ImageStore, type S3Settings } from './s3-image-store';

/** Config's `imageStore`: this machine's disk or an S3-compatible bucket. */
export type ImageStoreSettings = { kind: 'file' } | ({ kind: 's3' } & S3Settings);

/** The configured photo store (IMAGE_STORE): DATA_DIR/images, or the S3 bucket. */
export function openImageStore(config: {
  imageStore: ImageStoreSettings;
  dataDir: string;
}): ImageStore {
  if (config.imageStore.kind === 's3') return createS3ImageStore(config.imageStore);
  return createFileImageStore(path.join(config.dataDir, 'images'));
}
