import { z } from 'zod';
import { IdSchema, plainText } from './fields';

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

/** A data link lives this long unless staff revoke it first, as a report link. */
export const DATA_LINK_TTL_DAYS = 30;

/** The web page a data link (or one of her report links) opens: `/d/{token}`. */
export const dataPagePath = (token: string) => `/d/${token}`;

export const DataRequestIdParamsSchema = z.object({ requestId: IdSchema });
export const DataLinkParamsSchema = z.object({ customerId: IdSchema, linkId: IdSchema });

/** `POST /api/public/my-data/{token}/requests`: what she asks for. */
export const CreateDataRequestSchema = z.object({ kind: DataRequestKindSchema });
export type CreateDataRequest = z.infer<typeof CreateDataRequestSchema>;

/** `POST /api/data-requests/{id}/cancel`: staff say why they withdraw it; she sees the reason. */
export const CancelDataRequestSchema = z.object({
  note: plainText(200).min(1, '请填写撤销原因').max(200, '撤销原因最多 200 个字'),
});
export type CancelDataRequest = z.infer<typeof CancelDataRequestSchema>;

/** A request as she sees it on 我的数据. */
export const DataRequestSchema = z.object({
  id: z.number().int(),
  kind: DataRequestKindSchema,
  status: z.enum(DATA_REQUEST_STATUSES),
  requestedAt: z.string(),
  /** `YYYY-MM-DD`, the 15th working day after receipt. */
  dueOn: z.string(),
  handledAt: z.string().nullable(),
  /** Why staff withdrew it (cancelled only). */
  note: z.string().nullable(),
});
export type DataRequest = z.infer<typeof DataRequestSchema>;

/** A request as staff see it: whose, where, who handled it, and whether it is overdue. */
export const StaffDataRequestSchema = DataRequestSchema.extend({
  /** Null once an erasure of everything removed her. */
  customerId: z.number().int().nullable(),
  customerName: z.string().nullable(),
  storeName: z.string().nullable(),
  handledBy: z.string().nullable(),
  /** Open and past its due date (China's calendar day). */
  overdue: z.boolean(),
});
export type StaffDataRequest = z.infer<typeof StaffDataRequestSchema>;

/** One visit of hers: the day, the store, the parts photographed and how many analyses. */
export const MyDataVisitSchema = z.object({
  date: z.string(),
  storeName: z.string().nullable(),
  parts: z.array(z.string()),
  photos: z.number().int(),
  analyses: z.number().int(),
});

/** A consent she (or her guardian) gave: the text's version and when. */
export const MyDataConsentSchema = z.object({
  version: z.string(),
  givenAt: z.string(),
  /** Under 14 her guardian agreed: how the guardian is related to her; null when she did. */
  guardianRelation: z.string().nullable(),
});

/** Who looked at her photos: one staff member on one day (China's calendar), how often. */
export const MyDataPhotoViewSchema = z.object({
  date: z.string(),
  staffName: z.string(),
  storeName: z.string().nullable(),
  count: z.number().int(),
});
export type MyDataPhotoView = z.infer<typeof MyDataPhotoViewSchema>;

/**
 * `GET /api/public/my-data/{token}` (issue 34 #1): what is stored about her, who viewed her
 * photos, and her requests. Nothing of any other customer: every part is read by her id.
 */
export const MyDataSchema = z.object({
  customerName: z.string(),
  mobile: z.string(),
  storeName: z.string().nullable(),
  registeredAt: z.string(),
  visits: z.array(MyDataVisitSchema),
  analyses: z.object({
    count: z.number().int(),
    first: z.string().nullable(),
    last: z.string().nullable(),
  }),
  consents: z.array(MyDataConsentSchema),
  photoViews: z.array(MyDataPhotoViewSchema),
  requests: z.array(DataRequestSchema),
  expiresAt: z.string(),
});
export type MyData = z.infer<typeof MyDataSchema>;
