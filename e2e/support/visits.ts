import type { APIRequestContext } from '@playwright/test';
import { api, uploadPhoto, type ApiSession } from './api';

/** A first visit's questionnaire: the care plan and the eight care scores come from it. */
const VISIT_ANSWERS = {
  condition: [1, 5, 9],
  mainConcern: 5,
  help: [1],
  menses: 2,
  habit: [1, 2, 4],
  situation: [2],
  body: [1],
  nursing: [],
  ambition: [1],
  concern: [1],
  original: [1],
};

/**
 * Saves a visit of the right cheek (yqg) with this photo pair (normal, then polarised JPEG):
 * photos, answers and the summary; with `finished: false` the consultation stopped before its
 * summary (a draft, issue 17 #26). Answers with the record id.
 */
export async function savedVisit(
  request: APIRequestContext,
  session: ApiSession,
  customerId: number,
  jpegs: readonly [Buffer, Buffer],
  { answers = VISIT_ANSWERS, finished = true } = {},
): Promise<number> {
  const photos = [];
  for (const [index, type] of (['normal', 'lighting'] as const).entries()) {
    photos.push({
      part: 'yqg',
      position: 0,
      type,
      url: await uploadPhoto(request, session, customerId, jpegs[index]!, index),
    });
  }
  const recordId = await api<number>(request, session, 'post', '/api/customer/record', {
    recordId: 0,
    recCustomerId: customerId,
    scanType: 'FULL_SCAN',
    scan: { photos },
    answers,
  });
  if (finished)
    await api(request, session, 'post', '/api/customer/record/full', {
      recordId,
      detectList: [{ name: 'yqg', normal: photos[0]!.url, lighting: photos[1]!.url }],
      answers,
    });
  return recordId;
}
