import { photoFolderOf, photoUrl, type PhotoKey } from '@skinscope/contracts';
import { uploadImageFile } from '../../../lib/api/upload-image';

export interface UploadImageInput {
  file: Blob;
  /** Where it is stored (lib/photo-path newPhotoKey). */
  key: PhotoKey;
}

/** Uploads a captured or chosen photo (spec §7 `/server/imageb64`); resolves with its stored URL. */
export async function uploadImage({ file, key }: UploadImageInput): Promise<string> {
  await uploadImageFile(file, photoFolderOf(key), key.name);
  return photoUrl(key);
}
