import { z } from 'zod';

/** DECISIONS: photo folders are `img/{customerId}/{hours since epoch}`, files `{timestamp}.jpg`. */
export const IMAGE_DIR_PATTERN = /^img\/(\d{1,10})\/(\d{1,8})$/;
export const IMAGE_NAME_PATTERN = /^(\d{10,16})\.jpg$/;

export const ImageUploadFieldsSchema = z.object({
  // A customer's photo folder, a detection-only folder (see detect.ts) or a case photo folder (cases.ts).
  dir: z
    .string()
    .regex(
      /^(img\/\d{1,10}|sos\/\d{1,10}|case\/(cgo|reach|skinworker)-\d{1,10})\/\d{1,8}$/,
      '图片目录格式不正确',
    ),
  name: z.string().regex(IMAGE_NAME_PATTERN, '图片文件名格式不正确'),
});
export type ImageUploadFields = z.infer<typeof ImageUploadFieldsSchema>;

/** Upload limits: the microscope gives 1024×768; phone photos may be larger but not absurd. */
export const IMAGE_LIMITS = { maxBytes: 10 * 1024 * 1024, maxPixels: 40_000_000 } as const;

/** `GET /home/imagerec/{dir}/{name}`, and the download endpoint's `fileName` (same relative path). */
export const ImagePathParamsSchema = z.object({
  customerId: z.coerce.number().int().positive(),
  hours: z.string().regex(/^\d{1,8}$/),
  name: z.string().regex(IMAGE_NAME_PATTERN, '图片文件名格式不正确'),
});
export const ImageDownloadQuerySchema = z.object({
  fileName: z.string().regex(/^img\/\d{1,10}\/\d{1,8}\/\d{10,16}\.jpg$/, '图片文件名格式不正确'),
});

export const CaseImagePathParamsSchema = z.object({
  tenant: z.string().regex(/^(cgo|reach|skinworker)-\d{1,10}$/),
  hours: z.string().regex(/^\d{1,8}$/),
  name: z.string().regex(IMAGE_NAME_PATTERN, '图片文件名格式不正确'),
});
