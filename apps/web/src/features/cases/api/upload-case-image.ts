import { useMutation } from '@tanstack/react-query';
import { uploadImageFile } from '../../../lib/api/upload-image';
import type { CaseImageTarget } from '../lib/case-image';

/** Uploads a case photo into the company's case folder (spec §7 `/server/imageb64`). */
function uploadCaseImage(file: File, target: CaseImageTarget): Promise<void> {
  return uploadImageFile(file, target.dir, target.name);
}

export function useUploadCaseImage() {
  return useMutation({
    mutationFn: ({ file, target }: { file: File; target: CaseImageTarget }) =>
      uploadCaseImage(file, target),
  });
}
