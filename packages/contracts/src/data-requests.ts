import { z } from 'zod';

/**
 * Issue 34 #1: what a customer may ask of her own data through 我的数据 — a copy of it, the
 * erasure of her photos and analyses, or the erasure of everything about her (PIPL Art. 45, 47).
 * Staff carry a request out with the existing export and erasure; until then it is open, and an
 * open request holds her data back from the retention job (issue 34 #2).
 */
export const DATA_REQUEST_KINDS = ['export', 'erase_photos', 'erase_all'] as const;
export const DataRequestKindSchema = z.enum(DATA_REQUEST_KINDS, { error: '请选择申请类型' });
export type DataRequestKind = z.infer<typeof DataRequestKindSchema>;
export const DATA_REQUEST_KIND_LABELS: Record<DataRequestKind, string> = {
  export: '导出我的数据',
  erase_photos: '删除我的照片',
  erase_all: '删除全部数据',
};

/** Open until staff carry it out (done) or withdraw it with a reason (cancelled). */
export const DATA_REQUEST_STATUSES = ['open', 'done', 'cancelled'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];
export const DATA_REQUEST_STATUS_LABELS: Record<DataRequestStatus, string> = {
  open: '处理中',
  done: '已完成',
  cancelled: '已撤销',
};

/** A request is due within 15 working days of its receipt (PIPL Art. 50 asks "及时"; we promise this). */
export const DATA_REQUEST_DUE_WORKING_DAYS = 15;
