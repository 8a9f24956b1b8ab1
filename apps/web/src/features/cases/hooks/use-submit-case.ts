import type { ExampleCase, User } from '@skinscope/contracts';
import { useRef } from 'react';
import { useSaveCase } from '../api/save-case';
import { useUploadCaseImage } from '../api/upload-case-image';
import { caseImageTarget } from '../lib/case-image';
import type { CaseDraft } from '../lib/case-form-rules';

/**
 * Spec §4 case form: a newly chosen image is uploaded first, then the case is saved with its
 * address. If the save fails after the upload, trying again reuses the uploaded image.
 */
export function useSubmitCase(user: User, existing: ExampleCase | null) {
  const upload = useUploadCaseImage();
  const save = useSaveCase();
  const uploaded = useRef<{ file: File; url: string } | null>(null);

  async function imageUrlFor(file: File | null): Promise<string> {
    if (!file) return existing?.imgUrl ?? '';
    if (uploaded.current?.file === file) return uploaded.current.url;
    const target = caseImageTarget(user);
    await upload.mutateAsync({ file, target });
    uploaded.current = { file, url: target.url };
    return target.url;
  }

  async function submit(draft: CaseDraft): Promise<ExampleCase> {
    const imgUrl = await imageUrlFor(draft.file);
    return save.mutateAsync({
      id: existing?.id ?? 0,
      products: [...draft.products],
      cares: [...draft.cares],
      description: draft.description.trim(),
      imgUrl,
      userId: user.id,
      userName: user.fullName?.trim() || user.mobile,
      customerConsent: true,
    });
  }

  return { submit, busy: upload.isPending || save.isPending };
}
