/**
 * URLs of the generated demo images. Everything the drawing needs travels in the URL, so `/media`
 * renders any image without a database lookup and every URL is cacheable forever.
 */
import { itemSlug } from './items.js';

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
/** `i` names the item ("pearl-chain-bracelet") so the picture shows that object, not just its category. */
const withItem = (params: Record<string, string>, item: string | undefined) => (item ? { ...params, i: itemSlug(item) } : params);

export const productImageUrl = (id: string, category: string, colour: string, item?: string): string =>
  `/media/products/${id}.svg?${q(withItem({ k: category, c: colour }, item))}`;

export const postImageUrl = (id: string, category: string, colour: string, aesthetic: string, item?: string): string =>
  `/media/posts/${id}.svg?${q(withItem({ k: category, c: colour, a: aesthetic }, item))}`;

export const avatarUrl = (handle: string, displayName: string): string =>
  `/media/avatars/${handle}.svg?${q({ n: displayName })}`;
