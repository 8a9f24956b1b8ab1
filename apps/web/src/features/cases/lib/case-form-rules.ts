import { zhCN } from '../locale';

const t = zhCN.cases.upload;

export interface CaseDraft {
  products: readonly string[];
  cares: readonly string[];
  description: string;
  /** A newly chosen file, if any. */
  file: File | null;
  /** The image already stored with the case being edited, if any. */
  storedImageUrl: string | null;
  consent: boolean;
}

/**
 * Spec §5 case form, checked in this order: care item, efficacy point, description, image.
 * Beyond the spec (issue 8): the customer's agreement to the photo's use comes last.
 * Returns the first message to show, or null when the case may be saved.
 */
export function firstCaseProblem(draft: CaseDraft): string | null {
  if (draft.products.length === 0) return t.selectProducts;
  if (draft.cares.length === 0) return t.selectCares;
  if (draft.description.trim() === '') return t.enterDescription;
  if (!draft.file && !draft.storedImageUrl) return t.uploadImage;
  if (!draft.consent) return t.confirmConsent;
  return null;
}
