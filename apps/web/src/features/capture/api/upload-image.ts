import { uploadImageFile } from '../../../lib/api/upload-image';
import { photoUrl } from '../lib/photo-path';

export interface UploadImageInput {
  file: Blob;
  /** `img/{customerId}/{hours}` or `sos/{userId}/{hours}` (lib/photo-path). */
  dir: string;
  /** `{timestamp}.jpg` */
  name: string;
}

/** Uploads a captured or chosen photo (spec §7 `/server/imageb64`); resolves with its stored URL. */
export async function uploadImage({ file, dir, name }: UploadImageInput): Promise<string> {
  await uploadImageFile(file, dir, name);
  return photoUrl(dir, name);
}
