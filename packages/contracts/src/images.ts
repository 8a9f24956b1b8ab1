import { z } from 'zod';
import { IdSchema, pathWithIds } from './fields';
import { isPhotoFolder, photoKeySchema } from './photo-key';

/** DECISIONS: photo files are named `{timestamp}.jpg` (their folders: photo-key.ts). */
export const IMAGE_NAME_PATTERN = /^(\d{10,16})\.jpg$/;

export const ImageUploadFieldsSchema = z.object({
  // A customer's photo folder, a detection-only folder (see detect.ts) or a case photo folder (cases.ts).
  dir: z.string().refine(isPhotoFolder, '图片目录格式不正确'),
  name: z.string().regex(IMAGE_NAME_PATTERN, '图片文件名格式不正确'),
});
export type ImageUploadFields = z.infer<typeof ImageUploadFieldsSchema>;

/**
 * Upload limits: the microscope gives 1024×768; phone photos may be larger but not absurd
 * (25 MP takes a 24 MP phone photo). Stored photos are at most 4096 px on their longer side.
 */
export const IMAGE_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxPixels: 25_000_000,
  maxStoredSide: 4096,
} as const;

/** `GET /home/imagerec/{dir}/{name}`, and the download endpoint's `fileName` (same relative path). */
export const ImagePathParamsSchema = z.object({
  customerId: IdSchema,
  hours: z.string().regex(/^\d{1,8}$/),
  name: z.string().regex(IMAGE_NAME_PATTERN, '图片文件名格式不正确'),
});
export const ImageDownloadQuerySchema = z.object({
  fileName: photoKeySchema('img', '图片文件名格式不正确'),
});

export const CaseImagePathParamsSchema = z.object({
  tenant: pathWithIds(/^(cgo|reach|skinworker)-(\d{1,10})$/, [2], '图片目录格式不正确'),
  hours: z.string().regex(/^\d{1,8}$/),
  name: z.string().regex(IMAGE_NAME_PATTERN, '图片文件名格式不正确'),
});
