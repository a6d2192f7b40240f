/** Paint for the generated images: colour words to fills, and a few soft backgrounds. */
export const COLOUR_FILLS: Record<string, string> = {
  black: '#1f1f22', white: '#f4f2ee', grey: '#8d8d91', gray: '#8d8d91', beige: '#d8c6a8', cream: '#efe4cc',
  navy: '#23305a', blue: '#3f6fb8', red: '#b3262e', pink: '#e9a3bb', purple: '#7b4f96', green: '#3d7a52',
  yellow: '#e2bd45', brown: '#6e4a2e', camel: '#bf8f5b', olive: '#6f7040', burgundy: '#6d1f33', neutral: '#c9bfb2',
};

export const BACKGROUNDS: readonly string[] = ['#f6f1ea', '#efe9e1', '#f3ede6', '#ece7df', '#f5efe8', '#eee8e2'];

/** Scene tones by aesthetic: [sky, floor]. */
export const SCENES: Record<string, readonly [string, string]> = {
  minimalist: ['#f1eee9', '#dcd6cd'], classic: ['#eee6da', '#cbb89c'], modern: ['#e9ecef', '#b8bec6'],
  elegant: ['#f0e8e4', '#c9b2a6'], casual: ['#eef0e8', '#c8ccb4'], chic: ['#f3e9e7', '#cfb3ad'],
  bohemian: ['#f4e4cf', '#c99a6b'], streetwear: ['#e4e4e4', '#9a9a9a'], romantic: ['#f7e6ea', '#e0b4c0'],
  edgy: ['#d9d9dc', '#5a5a60'], preppy: ['#e6ecf4', '#9fb3cc'], sporty: ['#e5f0ee', '#a6c9c2'],
  vintage: ['#efe3cf', '#b8946a'], glam: ['#efe3f0', '#b99cc0'], androgynous: ['#e7e7e4', '#a9a9a2'],
  coastal: ['#e3eff5', '#e8dcc2'],
};

export const SKIN_TONES: readonly string[] = ['#f3d5c0', '#e8bfa0', '#d19f7c', '#b07a55', '#8a5a3b', '#5e3b26'];
export const HAIR_TONES: readonly string[] = ['#2a1d17', '#4a3020', '#7a5232', '#b8894f', '#d9b779', '#1a1a1a', '#8c3b22'];

export const fillFor = (colour: string | undefined): string => COLOUR_FILLS[(colour ?? '').toLowerCase()] ?? COLOUR_FILLS.neutral!;

/** Slightly darker shade of a hex colour, for outlines and folds. */
export const shade = (hex: string, amount = 0.18): string => {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.round(((n >> shift) & 255) * (1 - amount)));
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
};

/** Mix a hex colour towards white by `amount` (0–1). */
export const tint = (hex: string, amount: number): string => {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((n >> shift) & 255) + (255 - ((n >> shift) & 255)) * amount);
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
};

/** Relative lightness 0–1, enough to choose stitching that reads on the fill. */
export const lightness = (hex: string): number => {
  const n = Number.parseInt(hex.slice(1), 16);
  return (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
};
