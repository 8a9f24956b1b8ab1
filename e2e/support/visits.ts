import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';
import { api, uploadPhoto, type ApiSession } from './api';
import { phantomPair } from './phantom';

/** A first visit's questionnaire: the care plan and the eight care scores come from it. */
export const VISIT_ANSWERS = {
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

/**
 * One finished visit of the right cheek (yqg) with this phantom pair, analysed before it
 * returns. `swapLights` uploads the pair the wrong way round: the photo checks refuse it.
 */
export async function finishedVisit(
  request: APIRequestContext,
  session: ApiSession,
  customerId: number,
  seed: number,
  options: { answers?: typeof VISIT_ANSWERS; swapLights?: boolean } = {},
) {
  const pair = phantomPair(seed);
  const files = options.swapLights ? [pair.polarised, pair.normal] : [pair.normal, pair.polarised];
  const recordId = await savedVisit(
    request,
    session,
    customerId,
    [readFileSync(files[0]!), readFileSync(files[1]!)],
    { answers: options.answers },
  );
  // The background analysis of the pair finishes before the visit is looked at.
  await expect
    .poll(
      async () => {
        const report = await api<{
          reports: Array<{ anaParts: Array<{ detection: { status: string } }> }>;
        }>(request, session, 'get', `/server/skinRecs?recMainId=${recordId}`);
        return report.reports[0]?.anaParts[0]?.detection.status;
      },
      { timeout: 30_000 },
    )
    .not.toBe('pending');
  return recordId;
}
