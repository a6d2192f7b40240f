/**
 * Storage paths as the product rules name them (§7): wardrobe `<userId>/<timestamp>-<filename>` and
 * style-inspiration `<userId>/products/<timestamp>-<index>-<filename>`. The file name is the
 * shopper's, reduced to safe characters; every stored photo is WebP, so it ends `.webp`.
 */
import type { UploadBucket } from '../../tools/analysis/contracts.js';

const MAX_NAME = 60;

/** "../../Été photo (1).HEIC" → "ete-photo-1.webp". Never empty, never a path. */
export const storedFileName = (original: string): string => {
  const base = original.split(/[/\\]/).pop() ?? '';
  const withoutExtension = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base;
  const slug = withoutExtension
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_NAME)
    .replace(/-+$/g, '');
  return `${slug || 'photo'}.webp`;
};

/** Names unique within one request: a second "photo.webp" becomes "photo-2.webp". */
export const uniqueNames = (names: readonly string[]): string[] => {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : name.replace(/\.webp$/, `-${count}.webp`);
  });
};

export const storagePath = (bucket: UploadBucket, userId: string, timestamp: number, index: number, name: string): string =>
  bucket === 'wardrobe' ? `${userId}/${timestamp}-${name}` : `${userId}/products/${timestamp}-${index}-${name}`;
