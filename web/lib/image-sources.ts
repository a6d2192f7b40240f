/**
 * The attributes that let the browser fetch a picture at the size it is shown. A stored photo
 * (`/api/files/<id>`, up to 1600 px) has smaller copies (IMAGE_VARIANT_WIDTHS), offered in `srcset`
 * with `sizes` saying how wide the grid shows it; the demo's drawings (SVG) and other addresses are
 * sharp at any size and are left as they are.
 */
import { IMAGE_VARIANT_WIDTHS, UPLOAD_LIMITS, uploadIdFromUrl, uploadVariantUrl } from '../../tools/analysis/contracts.js';

export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** `srcset` for a stored photo: each copy at its width, and the original at the most it can be. */
export const photoSrcSet = (url: string): string | undefined =>
  uploadIdFromUrl(url) === null
    ? undefined
    : [...IMAGE_VARIANT_WIDTHS.map((w) => `${uploadVariantUrl(url, w)} ${w}w`), `${url} ${UPLOAD_LIMITS.maxDimension}w`].join(', ');

/**
 * `sizes` for a grid: the share of the viewport one cell takes at each breakpoint (Tailwind's sm 640,
 * lg 1024), capped by the page's widest container. `columns` = cells per row at [base, sm, lg].
 */
export const gridSizes = (columns: readonly [number, number, number], maxPageWidth = 1280): string => {
  const [base, sm, lg] = columns;
  return `(min-width: 1024px) ${Math.ceil(maxPageWidth / lg)}px, (min-width: 640px) ${Math.ceil(100 / sm)}vw, ${Math.ceil(100 / base)}vw`;
};

export const imageSources = (url: string, sizes: string): ImageSources => {
  const srcSet = photoSrcSet(url);
  return srcSet ? { src: url, srcSet, sizes } : { src: url };
};

/** How a card's picture loads: the page's first picture first, the rest of the first screen at once, the others when near. */
export type ImageLoading = 'priority' | 'eager' | 'lazy';

export const loadingAttributes = (loading: ImageLoading) => ({
  loading: loading === 'lazy' ? ('lazy' as const) : ('eager' as const),
  fetchPriority: loading === 'priority' ? ('high' as const) : ('auto' as const),
  decoding: 'async' as const,
});
