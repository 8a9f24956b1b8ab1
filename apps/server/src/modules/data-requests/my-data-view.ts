import {
  GUARDIAN_RELATION_LABELS,
  maskMobile,
  type DataRequest,
  type MyData,
} from '@skinscope/contracts';
import { facePartName } from '@skinscope/domain';
import type { DataRequestRow } from '../../repositories/data-requests.repository';
import type { RecordRow } from '../../repositories/records.repository';
import { maskName } from '../report-links/public-report-view';
import { staffNameOf } from '../users/user-view';

/** What 我的数据 is built from: her rows only, each read by her id. */
export interface MyDataFacts {
  customer: { fullName: string; mobile: string; createdAt: Date };
  storeName: string | null;
  visits: RecordRow[];
  analyses: Array<{ recordId: number | null; createdAt: Date }>;
  consents: Array<{
    version: string;
    createdAt: Date;
    guardianRelation: keyof typeof GUARDIAN_RELATION_LABELS | null;
  }>;
  photoViews: Array<{
    day: string;
    fullName: string | null;
    mobile: string | null;
    storeName: string | null;
    count: number;
  }>;
  requests: DataRequestRow[];
  expiresAt: Date;
}

export function dataRequestView(row: DataRequestRow): DataRequest {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    dueOn: row.dueOn,
    handledAt: row.handledAt?.toISOString() ?? null,
    note: row.note,
  };
}

const byTime = (a: Date, b: Date) => a.getTime() - b.getTime();

/**
 * Her page: masked as the report masks her (the link may be forwarded), visits with the parts
 * photographed, analyses counted (their numbers are in her reports), consents with versions, and
 * the reads of her photos per staff member and day.
 */
export function myDataOf(facts: MyDataFacts): MyData {
  const analysedAt = facts.analyses.map((row) => row.createdAt).sort(byTime);
  return {
    customerName: maskName(facts.customer.fullName),
    mobile: maskMobile(facts.customer.mobile),
    storeName: facts.storeName,
    registeredAt: facts.customer.createdAt.toISOString(),
    visits: facts.visits.map((visit) => {
      const parts = [...new Set(visit.scan.photos.map((photo) => photo.part))];
      return {
        date: visit.createdAt.toISOString(),
        storeName: facts.storeName,
        parts: parts.map((part) => facePartName(part) ?? part),
        photos: visit.scan.photos.length,
        analyses: facts.analyses.filter((row) => row.recordId === visit.id).length,
      };
    }),
    analyses: {
      count: analysedAt.length,
      first: analysedAt[0]?.toISOString() ?? null,
      last: analysedAt.at(-1)?.toISOString() ?? null,
    },
    consents: facts.consents.map((consent) => ({
      version: consent.version,
      givenAt: consent.createdAt.toISOString(),
      guardianRelation: consent.guardianRelation
        ? GUARDIAN_RELATION_LABELS[consent.guardianRelation]
        : null,
    })),
    photoViews: facts.photoViews.map((view) => ({
      date: view.day,
      // An account since deleted is still a person who looked; named as such.
      staffName:
        view.mobile === null ? '已注销的员工' : staffNameOf({ ...view, mobile: view.mobile }),
      storeName: view.storeName,
      count: view.count,
    })),
    requests: facts.requests.map(dataRequestView),
    expiresAt: facts.expiresAt.toISOString(),
  };
}
