/**
 * URLs of the generated demo images. Everything the drawing needs travels in the URL, so `/media`
 * renders any image without a database lookup and every URL is cacheable forever.
 */
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

export const productImageUrl = (id: string, category: string, colour: string): string =>
  `/media/products/${id}.svg?${q({ k: category, c: colour })}`;

export const postImageUrl = (id: string, category: string, colour: string, aesthetic: string): string =>
  `/media/posts/${id}.svg?${q({ k: category, c: colour, a: aesthetic })}`;

export const avatarUrl = (handle: string, displayName: string): string =>
  `/media/avatars/${handle}.svg?${q({ n: displayName })}`;
