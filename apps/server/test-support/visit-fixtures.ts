/**
 * What the record tests build before they test anything: a consenting customer, a photo pair of
 * the right cheek (yqg) uploaded, saved as a record's scan. One copy here, so a change to the
 * record form or the upload is made once.
 */
import { phantomJpegs } from '@skinscope/analysis/node';
import type { SkinState } from '@skinscope/contracts';
import {
  createTenant,
  finishVisit,
  giveConsent,
  registerCustomer,
  uploadPhoto,
  type Tenant,
} from './fixtures';
import type { TestApp } from './test-app';

/** A customer of `tenant` (a new tenant unless given) who has consented: photos may be taken. */
export async function consentedCustomer(t: TestApp, tenant?: Tenant) {
  const own = tenant ?? (await createTenant(t));
  const customer = await registerCustomer(t, own);
  await giveConsent(t, own, customer.id);
  return { tenant: own, customer };
}

/** The JPEGs of a pair: normal and polarised light. */
export interface PhotoPair {
  normal: Buffer;
  polarised: Buffer;
}

/**
 * Pairs drawn in this worker, by seed. A full-size pair costs ≈ 0.6 CPU-s to draw and encode, and
 * the server's test files of one worker share their modules (vitest.config.ts `isolate: false`):
 * twenty files asked for the same few seeds, each drawing its own. Nobody writes into the JPEGs.
 */
const drawn = new Map<number, Promise<PhotoPair>>();

/** A microscope-like pair of the analysis package's phantom skin (full size, JPEG). */
export function phantomPair(seed: number): Promise<PhotoPair> {
  let pair = drawn.get(seed);
  if (!pair) {
    pair = phantomJpegs({ seed }).then(({ normalJpeg, polarisedJpeg }) => ({
      normal: normalJpeg,
      polarised: polarisedJpeg,
    }));
    drawn.set(seed, pair);
  }
  return pair;
}

/** Microscope-like pairs of the analysis package's phantom skin, one per seed. */
export function phantomPairs(seeds: readonly number[]): Promise<PhotoPair[]> {
  return Promise.all(seeds.map(phantomPair));
}

/** Upload times of the pairs: each photo its own, so no two share a storage key. */
let stamp = 1_763_700_000_000;

/**
 * Uploads a pair of the right cheek (microscope-like JPEGs unless `pair` is given) and returns
 * its URLs and the record form's scan that holds it.
 */
export async function uploadPair(t: TestApp, tenant: Tenant, customerId: number, pair?: PhotoPair) {
  const normal = (await uploadPhoto(t, tenant, customerId, (stamp += 1), pair?.normal)).url;
  const lighting = (await uploadPhoto(t, tenant, customerId, (stamp += 1), pair?.polarised)).url;
  const scan = {
    photos: [
      { part: 'yqg', position: 0, type: 'normal', url: normal },
      { part: 'yqg', position: 0, type: 'lighting', url: lighting },
    ],
  };
  return { normal, lighting, scan };
}

/** A tenant's consenting customer with a pair uploaded, as the consultation starts. */
export async function consultingCustomer(t: TestApp) {
  const { tenant, customer } = await consentedCustomer(t);
  return { tenant, customer, ...(await uploadPair(t, tenant, customer.id)) };
}

/**
 * Uploads a pair and saves it as the scan of record `recordId` (0, the default: a new record),
 * as the wizard does, then waits for its background analysis. The record stays a draft.
 */
export async function savePair(
  t: TestApp,
  tenant: Tenant,
  customerId: number,
  options: {
    recordId?: number;
    scanType?: 'FULL_SCAN' | 'PHOTO_ONLY';
    pair?: PhotoPair;
    skinState?: SkinState;
  } = {},
) {
  const { normal, lighting, scan } = await uploadPair(t, tenant, customerId, options.pair);
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/customer/record',
    headers: t.bearer(tenant.staffToken),
    payload: {
      recordId: options.recordId ?? 0,
      recCustomerId: customerId,
      scanType: options.scanType ?? 'FULL_SCAN',
      skinState: options.skinState,
      scan,
    },
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
  await t.app.detect.idle();
  return { recordId: saved.json().data as number, photoUrls: [normal, lighting] };
}

/**
 * A finished visit of the right cheek with this photo pair, as staff make one: the pair saved
 * (optionally with the skin's state), its background analysis run, the summary saved. Returns
 * the record's id.
 */
export async function analysedVisit(
  t: TestApp,
  tenant: Tenant,
  customerId: number,
  pair: PhotoPair & { skinState?: SkinState },
): Promise<number> {
  const { recordId } = await savePair(t, tenant, customerId, { pair, skinState: pair.skinState });
  await finishVisit(t, tenant.staffToken, recordId);
  return recordId;
}

/** The API as a signed-in member of staff calls it. */
export function staffApi(t: TestApp, token: string) {
  const headers = t.bearer(token);
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  return {
    get: (url: string) => t.app.inject({ url, headers }),
    post,
    put: (url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers, payload }),
    remove: (url: string) => t.app.inject({ method: 'DELETE', url, headers }),
    /** Starts a record of the customer (`recordId` 0) with `fields`; answers its id. */
    startRecord: async (customerId: number, fields: object = {}) =>
      (
        await post('/api/customer/record', { recordId: 0, recCustomerId: customerId, ...fields })
      ).json().data as number,
  };
}
