import { inArray } from 'drizzle-orm';
import { cases, customers, detections, records, stores, users, type Db } from '@skinscope/db';
import { parsePhotoKey, type Scope } from '@skinscope/contracts';

/** An audit entry's target, described for people (issue 17 #18). */
export interface TargetDescription {
  name: string | null;
  customer: { id: number; scope: Scope } | null;
  recordId: number | null;
}

export interface AuditTarget {
  type: string | null;
  id: string | null;
}

const NONE: TargetDescription = { name: null, customer: null, recordId: null };
const textLimit = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}…` : text;
const CASE_TEXT_MAX = 16;

function numericIds(targets: AuditTarget[], type: string): number[] {
  const ids = targets
    .filter((target) => target.type === type && target.id && /^\d{1,10}$/.test(target.id))
    .map((target) => Number(target.id));
  return [...new Set(ids)];
}

/**
 * Looks up the names behind a page of audit targets in one query per kind: users, stores,
 * customers, records, detections, photos (by their folder) and cases.
 */
export function createAuditTargetsRepository(db: Db) {
  async function customersById(ids: number[]) {
    if (!ids.length) return new Map<number, { id: number; fullName: string; scope: Scope }>();
    const rows = await db
      .select({ id: customers.id, fullName: customers.fullName, scope: customers.scope })
      .from(customers)
      .where(inArray(customers.id, ids));
    return new Map(rows.map((row) => [row.id, row]));
  }

  async function usersById(ids: number[]) {
    if (!ids.length) return new Map<number, string>();
    const rows = await db
      .select({ id: users.id, fullName: users.fullName, mobile: users.mobile })
      .from(users)
      .where(inArray(users.id, ids));
    return new Map(rows.map((row) => [row.id, row.fullName || row.mobile]));
  }

  return {
    async describe(targets: AuditTarget[]): Promise<TargetDescription[]> {
      const photoKeys = targets.map((target) =>
        target.id && (target.type === 'photo' || target.type === 'sos-photo')
          ? parsePhotoKey(target.id)
          : null,
      );
      const recordRows = numericIds(targets, 'record').length
        ? await db
            .select({ id: records.id, customerId: records.customerId })
            .from(records)
            .where(inArray(records.id, numericIds(targets, 'record')))
        : [];
      const detectionRows = numericIds(targets, 'detection').length
        ? await db
            .select({
              id: detections.id,
              customerId: detections.customerId,
              recordId: detections.recordId,
              userId: detections.userId,
            })
            .from(detections)
            .where(inArray(detections.id, numericIds(targets, 'detection')))
        : [];
      const storeRows = numericIds(targets, 'store').length
        ? await db
            .select({ id: stores.id, name: stores.name })
            .from(stores)
            .where(inArray(stores.id, numericIds(targets, 'store')))
        : [];
      const caseRows = numericIds(targets, 'case').length
        ? await db
            .select({ id: cases.id, description: cases.description })
            .from(cases)
            .where(inArray(cases.id, numericIds(targets, 'case')))
        : [];
      const recordsById = new Map(recordRows.map((row) => [row.id, row]));
      const detectionsById = new Map(detectionRows.map((row) => [row.id, row]));
      const storeNames = new Map(storeRows.map((row) => [row.id, row.name]));
      const caseTexts = new Map(caseRows.map((row) => [row.id, row.description]));
      const customerIds = [
        ...numericIds(targets, 'customer'),
        ...recordRows.map((row) => row.customerId),
        ...detectionRows.flatMap((row) => (row.customerId === null ? [] : [row.customerId])),
        ...photoKeys.flatMap((key) => (key?.kind === 'img' ? [key.customerId] : [])),
      ];
      const userIds = [
        ...numericIds(targets, 'user'),
        ...numericIds(targets, 'company'),
        ...detectionRows.flatMap((row) => (row.userId === null ? [] : [row.userId])),
        ...photoKeys.flatMap((key) => (key?.kind === 'sos' ? [key.userId] : [])),
      ];
      const customerMap = await customersById([...new Set(customerIds)]);
      const userNames = await usersById([...new Set(userIds)]);
      const ofCustomer = (customerId: number | null, recordId: number | null) => {
        const customer = customerId === null ? undefined : customerMap.get(customerId);
        return customer
          ? {
              name: customer.fullName,
              customer: { id: customer.id, scope: customer.scope },
              recordId,
            }
          : { ...NONE, recordId };
      };

      return targets.map((target, index): TargetDescription => {
        const id = Number(target.id);
        switch (target.type) {
          // A company is named by the account heading it (its owner id).
          case 'user':
          case 'company':
            return { ...NONE, name: userNames.get(id) ?? null };
          case 'store':
            return { ...NONE, name: storeNames.get(id) ?? null };
          case 'customer':
            return ofCustomer(id, null);
          case 'record': {
            const record = recordsById.get(id);
            return record ? ofCustomer(record.customerId, record.id) : NONE;
          }
          case 'detection': {
            const detection = detectionsById.get(id);
            if (!detection) return NONE;
            if (detection.customerId !== null)
              return ofCustomer(detection.customerId, detection.recordId);
            return { ...NONE, name: userNames.get(detection.userId ?? 0) ?? null };
          }
          case 'photo':
          case 'sos-photo': {
            const key = photoKeys[index];
            if (key?.kind === 'img') return ofCustomer(key.customerId, null);
            if (key?.kind === 'sos') return { ...NONE, name: userNames.get(key.userId) ?? null };
            return NONE;
          }
          case 'case': {
            const text = caseTexts.get(id);
            return { ...NONE, name: text ? textLimit(text, CASE_TEXT_MAX) : null };
          }
          default:
            return NONE;
        }
      });
    },
  };
}

export type AuditTargetsRepository = ReturnType<typeof createAuditTargetsRepository>;
