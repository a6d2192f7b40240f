/**
 * Shapes shared by the uploads API (`POST /api/uploads`, `GET /api/files/<id>`), the photo analysis
 * tool (`styleDna.analyze`) and the link preview tool (`links.preview`). The web imports these for
 * its types and client-side checks; the server validates against the same schemas.
 *
 * For other tools (wardrobe.add photo mode, looks.complete): `analyzeUpload(db, userId, uploadId, text?)`
 * in `tools/analysis/analyze.ts` returns `{ analysis: StyleAnalysis, vector }` for an upload the user
 * owns (ToolError not_found otherwise) and stores both on the uploads row. It needs no storage: the
 * palette is measured from the pixels when the photo is uploaded and kept on the row.
 */
import { z } from 'zod';

// ───────────────────────────── uploads ─────────────────────────────

/** Product rules §3 storage buckets: wardrobe (photos) and style-inspiration (product photos). */
export const UPLOAD_BUCKETS = ['wardrobe', 'style-inspiration'] as const;
export type UploadBucket = (typeof UPLOAD_BUCKETS)[number];

/** What the server accepts, decided by the file's magic bytes (never its name or header). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/heic'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

export const UPLOAD_LIMITS = {
  /** Product rules §9: max 10 photos per upload. */
  maxFiles: 10,
  /** Product rules §9: 10MB each (enforced here, not only a hint). */
  maxFileBytes: 10 * 1024 * 1024,
  /** Longest side of the stored WebP. */
  maxDimension: 1600,
  /** Product rules §9: wardrobe photo cache 3600 s. */
  cacheSeconds: 3600,
} as const;

/** One stored photo as the API answers it. `url` is stable and served only to the owner (cookie). */
export const uploadSchema = z.object({
  id: z.uuid(),
  bucket: z.enum(UPLOAD_BUCKETS),
  /** Storage path inside the bucket, e.g. `<userId>/<timestamp>-<name>.webp`. */
  path: z.string(),
  /** Same-origin, owner-only: `/api/files/<id>`. Usable directly as `<img src>`. */
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Always `image/webp`: every photo is re-encoded. */
  contentType: z.literal('image/webp'),
  bytes: z.number().int().positive(),
  /** The type the file really was (from its magic bytes). */
  sourceType: z.enum(ACCEPTED_IMAGE_TYPES),
  createdAt: z.string(),
});
export type Upload = z.infer<typeof uploadSchema>;

/** `POST /api/uploads` (multipart: field `bucket`, then one or more `files`) → 201 with this. */
export const uploadResponseSchema = z.object({ uploads: z.array(uploadSchema) });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** Every non-2xx answer of the uploads and files routes. */
export const UPLOAD_ERROR_CODES = [
  'unauthorized', // 401: not signed in (checked before the body is read)
  'bad_request', // 400: not multipart, missing or unknown bucket, no files
  'too_many_files', // 400: more than 10 files
  'file_too_large', // 413: one file over 10 MB
  'unsupported_type', // 400: not JPEG, PNG, WebP, AVIF or HEIC by its bytes
  'invalid_image', // 400: the right magic bytes but the image cannot be decoded
  'not_found', // 404: no such file, or it belongs to someone else
  'rate_limited', // 429: more than 30 upload requests a minute, or 2 still in progress (Retry-After says when to retry)
] as const;
export const uploadErrorSchema = z.object({
  error: z.enum(UPLOAD_ERROR_CODES),
  message: z.string(),
  /** The offending file's name, when one file is to blame. */
  file: z.string().optional(),
});
export type UploadError = z.infer<typeof uploadErrorSchema>;

/** `POST /api/files/<id>/signed-url` → a URL that works without the cookie until `expiresAt`. */
export const signedUrlResponseSchema = z.object({ url: z.string(), expiresAt: z.string() });

/** The owner-only address of a stored photo; what wardrobe rows keep as `image_url`. */
export const uploadFileUrl = (uploadId: string): string => `/api/files/${uploadId}`;

/**
 * Smaller copies made of every stored photo (widths in px, never larger than the photo itself), for
 * grids that show it a few hundred pixels wide: `GET /api/files/<id>?w=<width>`.
 */
export const IMAGE_VARIANT_WIDTHS = [320, 640] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/** The address of a stored photo's copy `width` px wide, keeping any signature the URL carries. */
export const uploadVariantUrl = (url: string, width: ImageVariantWidth): string => {
  const hash = url.indexOf('#');
  const [base, fragment] = hash < 0 ? [url, ''] : [url.slice(0, hash), url.slice(hash)];
  const query = base.includes('?') ? base.slice(base.indexOf('?') + 1).split('&').filter((p) => p && !p.startsWith('w=')) : [];
  const path = base.includes('?') ? base.slice(0, base.indexOf('?')) : base;
  return `${path}?${[...query, `w=${width}`].join('&')}${fragment}`;
};

/** The upload id inside an `uploadFileUrl`, or null for any other URL. */
export const uploadIdFromUrl = (url: string): string | null => {
  const match = /^\/api\/files\/([0-9a-f-]{36})(?:[/?#]|$)/i.exec(url);
  return match ? match[1]!.toLowerCase() : null;
};

// ───────────────────────────── photo analysis ─────────────────────────────

export const colourSwatchSchema = z.object({
  /** A colour word: the spec's (black, white, blue, ...) and more (camel, olive, burgundy, ...). */
  name: z.string(),
  /** `#rrggbb`, the measured cluster's mean colour. */
  hex: z.string().regex(/^#[0-9a-f]{6}$/),
  /** Part of the garment (background excluded) this colour covers, 0-1; swatches sum to ~1. */
  share: z.number().min(0).max(1),
});
export type ColourSwatch = z.infer<typeof colourSwatchSchema>;

export const matchedInfluencerSchema = z.object({
  handle: z.string(),
  name: z.string(),
  similarity_score: z.number().min(-1).max(1),
});

/** Product rules §3 "Style analysis result (photos)". */
export const styleAnalysisSchema = z.object({
  aesthetic_category: z.string(),
  style_elements: z.array(z.string()),
  color_palette: z.array(colourSwatchSchema),
  silhouettes: z.array(z.string()),
  /** 0-1. Below 0.6 (the "Low" band) when only the colours are known. */
  confidence_score: z.number().min(0).max(1),
  matched_influencers: z.array(matchedInfluencerSchema),
});
export type StyleAnalysis = z.infer<typeof styleAnalysisSchema>;

export const styleDnaAnalyzeInputSchema = z.strictObject({
  /** Uploads the shopper owns (ids from `POST /api/uploads`); the spec's imagePaths. */
  uploadIds: z.array(z.uuid()).min(1).max(UPLOAD_LIMITS.maxFiles).optional(),
  /**
   * Or the shopper's N most recent uploads (for the chat, which knows no ids). With neither field,
   * the most recent upload.
   */
  latest: z.number().int().min(1).max(UPLOAD_LIMITS.maxFiles).optional(),
  /** What the shopper says about the item (name, notes); raises confidence beyond colour. */
  text: z.string().max(2000).optional(),
}).refine((input) => !(input.uploadIds && input.latest), { message: 'Give uploadIds or latest, not both', path: ['latest'] });

/** Product rules §9 bands: 0.8 or more High, 0.6 or more Medium, else Low. */
export const confidenceBand = (score: number): 'High' | 'Medium' | 'Low' =>
  score >= 0.8 ? 'High' : score >= 0.6 ? 'Medium' : 'Low';

// ───────────────────────────── link preview ─────────────────────────────

export const linkPreviewInputSchema = z.strictObject({
  url: z.url({ protocol: /^https?$/ }).max(2048),
});

/** What a product page says about itself; every field null when the page does not say. */
export const linkPreviewSchema = z.object({
  /** The final URL after redirects. */
  url: z.string(),
  name: z.string().nullable(),
  brand: z.string().nullable(),
  price: z.number().nonnegative().nullable(),
  /** ISO 4217, e.g. USD. */
  currency: z.string().nullable(),
  /** Absolute http(s) URL of the product image. */
  image: z.string().nullable(),
  /** Where the facts came from. */
  source: z.enum(['json-ld', 'open-graph', 'none']),
});
export type LinkPreview = z.infer<typeof linkPreviewSchema>;
