import path from 'node:path';
import type { Config } from '../config';
import { createFileImageStore, type ImageStore } from './image-store';
import { createS3ImageStore } from './s3-image-store';

/** The configured photo store (IMAGE_STORE): DATA_DIR/images, or the S3 bucket. */
export function openImageStore(config: Pick<Config, 'imageStore' | 'dataDir'>): ImageStore {
  if (config.imageStore.kind === 's3') return createS3ImageStore(config.imageStore);
  return createFileImageStore(path.join(config.dataDir, 'images'));
}
