/**
 * The demo's image generator: a garment silhouette per category in the item's colour, a portrait-like
 * avatar per influencer and a styled scene per post. Deterministic from the inputs (the variation
 * comes from a hash of the id), so a URL always draws the same picture.
 */
import { createRandom, hashString, type Random } from '../demo/prng.js';
import { BACKGROUNDS, HAIR_TONES, SCENES, SKIN_TONES, fillFor, lightness, shade, tint } from './palette.js';
import { drawItem, type Paint } from './garments.js';
import { itemKind } from './items.js';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

const svg = (width: number, height: number, label: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;

const paintFor = (colour: string): Paint => {
  const fill = fillFor(colour);
  return {
    fill,
    line: shade(fill, 0.3),
    detail: lightness(fill) < 0.35 ? tint(fill, 0.34) : shade(fill, 0.3),
    dark: lightness(fill) < 0.2 ? '#3b3733' : '#2a2623',
    metal: colour === 'grey' || colour === 'gray' ? '#b8bcc4' : '#c9a55a',
  };
};

/**
 * One item drawn with soft light from the top left: the shape is defined once, painted, then glazed
 * with a sheen gradient; `id` keeps the definitions apart when several items share a picture.
 */
const item = (category: string, colour: string, slug: string, rng: Random, id: string) => {
  const paint = paintFor(colour);
  const { shape, detail, pair } = drawItem(itemKind(slug, category), slug, paint, rng);
  const details = detail
    ? `<g color="${paint.detail}" stroke="currentColor" fill="none" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${detail}</g>`
    : '';
  const painted = (fill: string) => `<use href="#${id}" fill="${fill}" stroke="${paint.line}"/><use href="#${id}" fill="url(#${id}s)" stroke="none"/>${details}`;
  return {
    defs: `<linearGradient id="${id}s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".32"/>` +
      `<stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".2"/></linearGradient>` +
      `<g id="${id}">${shape}</g>`,
    body: `<g stroke-width="2" stroke-linejoin="round">` +
      (pair ? `<g transform="translate(${pair[0]} ${pair[1]})">${painted(shade(paint.fill, 0.1))}</g>` : '') +
      `${painted(paint.fill)}</g>`,
  };
};

/** A catalogue shot: the item on seamless paper, lit from the top left, with a soft floor shadow. */
export const productSvg = (id: string, category: string, colour: string, slug = ''): string => {
  const rng = createRandom(hashString(`product:${id}`));
  const paper = rng.pick(BACKGROUNDS);
  const drawn = item(category, colour, slug, rng, 'i');
  const label = `${colour} ${slug ? slug.replace(/-/g, ' ') : category}`;
  return svg(400, 500, label,
    `<defs><radialGradient id="bg" cx=".45" cy=".38" r=".8"><stop offset="0" stop-color="${tint(paper, 0.45)}"/><stop offset="1" stop-color="${shade(paper, 0.06)}"/></radialGradient>` +
    `<radialGradient id="fl"><stop offset="0" stop-color="#000" stop-opacity=".16"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>${drawn.defs}</defs>` +
    `<rect width="400" height="500" fill="url(#bg)"/><ellipse cx="200" cy="462" rx="160" ry="18" fill="url(#fl)"/>` + drawn.body);
};

/** A portrait-like avatar: shoulders, face, hair and the name's initial on a tinted ground. */
export const avatarSvg = (handle: string, displayName: string): string => {
  const rng = createRandom(hashString(`avatar:${handle}`));
  const ground = rng.pick(Object.values(SCENES))[0];
  const skin = rng.pick(SKIN_TONES);
  const hair = rng.pick(HAIR_TONES);
  const top = fillFor(rng.pick(['black', 'cream', 'camel', 'navy', 'white', 'olive', 'burgundy', 'beige']));
  const longHair = rng.chance(0.6);
  const initial = escapeXml((displayName.trim()[0] ?? handle[0] ?? '?').toUpperCase());
  return svg(200, 200, displayName || handle,
    `<rect width="200" height="200" fill="${ground}"/>` +
    (longHair ? `<path d="M62 95 Q60 40 100 38 Q140 40 138 95 L146 160 L54 160 Z" fill="${hair}"/>` : '') +
    `<path d="M35 200 Q40 150 100 145 Q160 150 165 200 Z" fill="${top}"/>` +
    `<rect x="90" y="120" width="20" height="30" fill="${shade(skin, 0.08)}"/>` +
    `<ellipse cx="100" cy="92" rx="32" ry="38" fill="${skin}"/>` +
    `<path d="M66 88 Q70 48 100 50 Q132 48 134 88 Q120 62 100 64 Q80 62 66 88 Z" fill="${hair}"/>` +
    `<text x="176" y="186" font-family="Georgia, serif" font-size="22" text-anchor="end" fill="${shade(ground, 0.55)}">${initial}</text>`);
};

/** A styled post scene: backdrop and floor in the aesthetic's tones, a figure wearing the look, props. */
export const postSvg = (id: string, category: string, colour: string, aesthetic: string, slug = ''): string => {
  const rng = createRandom(hashString(`post:${id}`));
  const [sky, floor] = SCENES[aesthetic] ?? SCENES.minimalist!;
  const skin = rng.pick(SKIN_TONES);
  const hair = rng.pick(HAIR_TONES);
  const fill = fillFor(colour);
  const line = shade(fill, 0.3);
  const arch = rng.chance(0.5)
    ? `<path d="M470 560 L470 220 Q470 130 560 130 Q650 130 650 220 L650 560 Z" fill="${shade(sky, 0.06)}"/>`
    : `<circle cx="560" cy="190" r="70" fill="${shade(sky, 0.08)}"/>`;
  const plant = rng.chance(0.6)
    ? `<rect x="90" y="500" width="60" height="70" rx="8" fill="${shade(floor, 0.25)}"/><path d="M120 500 Q80 420 100 360 M120 500 Q130 400 120 340 M120 500 Q170 430 160 370" stroke="#5b7a55" stroke-width="8" fill="none"/>`
    : '';
  // The figure wears the featured piece; everything else is a neutral supporting outfit.
  const dress = category === 'Dresses';
  const topFill = category === 'Tops' || category === 'Outerwear' || dress ? fill : fillFor('cream');
  const bottomFill = category === 'Bottoms' || dress ? fill : fillFor(rng.pick(['black', 'beige', 'navy', 'white']));
  const figure =
    `<ellipse cx="340" cy="150" rx="34" ry="40" fill="${skin}"/>` +
    `<path d="M306 145 Q305 95 340 98 Q378 96 376 150 L380 200 Q372 140 340 132 Q306 140 300 200 Z" fill="${hair}"/>` +
    `<rect x="330" y="186" width="20" height="24" fill="${skin}"/>` +
    (dress
      ? `<path d="M298 210 L382 210 L392 300 L430 560 L250 560 L288 300 Z" fill="${topFill}" stroke="${line}" stroke-width="3"/>`
      : `<path d="M292 210 L388 210 L398 380 L282 380 Z" fill="${topFill}" stroke="${shade(topFill, 0.3)}" stroke-width="3"/>` +
        `<path d="M286 375 L394 375 L405 590 L350 590 L340 430 L330 590 L275 590 Z" fill="${bottomFill}" stroke="${shade(bottomFill, 0.3)}" stroke-width="3"/>`) +
    `<path d="M292 215 L262 380 L280 384 L305 250 M388 215 L418 380 L400 384 L375 250" fill="${topFill}" stroke="${shade(topFill, 0.3)}" stroke-width="3"/>` +
    `<rect x="284" y="590" width="50" height="18" rx="7" fill="${fillFor('black')}"/><rect x="346" y="590" width="50" height="18" rx="7" fill="${fillFor('black')}"/>`;
  const shown = category !== 'Tops' && category !== 'Bottoms' && category !== 'Dresses' && category !== 'Outerwear'
    ? item(category, colour, slug, rng, 'a')
    : undefined;
  const accent = shown ? `<defs>${shown.defs}</defs><g transform="translate(430 380) scale(0.45)">${shown.body}</g>` : '';
  return svg(720, 720, `${aesthetic} look with a ${colour} piece`,
    `<rect width="720" height="720" fill="${sky}"/>${arch}` +
    `<rect y="560" width="720" height="160" fill="${floor}"/>` +
    `<ellipse cx="340" cy="612" rx="90" ry="12" fill="#000" opacity="0.1"/>` +
    plant + figure + accent);
};

export interface LookPiece {
  category: string;
  colour: string;
  /** The item's name as a slug: it picks the drawing, as for a product. */
  slug: string;
}

/**
 * Where each piece of a look lies on a 640 × 480 flat lay: the main piece (coat or dress) large on
 * the left, the next two stacked beside it, the fourth (shoes, jewellery, a bag) small at the front.
 */
const LOOK_SLOTS: readonly string[] = [
  'translate(8 4) scale(0.94)',
  'translate(340 -6) scale(0.52)',
  'translate(454 196) scale(0.52)',
  'translate(300 262) scale(0.44)',
];

/** A curated look as a flat lay: up to four catalogue drawings on one sheet of paper. */
export const lookSvg = (id: string, pieces: readonly LookPiece[]): string => {
  const rng = createRandom(hashString(`look:${id}`));
  const paper = rng.pick(BACKGROUNDS);
  const drawn = pieces.slice(0, LOOK_SLOTS.length).map((p, i) => ({ slot: LOOK_SLOTS[i]!, ...item(p.category, p.colour, p.slug, rng, `p${i}`) }));
  const label = pieces.map((p) => `${p.colour} ${p.slug ? p.slug.replace(/-/g, ' ') : p.category}`).join(', ');
  return svg(640, 480, `A look: ${label}`,
    `<defs><radialGradient id="bg" cx=".45" cy=".4" r=".85"><stop offset="0" stop-color="${tint(paper, 0.45)}"/><stop offset="1" stop-color="${shade(paper, 0.06)}"/></radialGradient>` +
    `<radialGradient id="fl"><stop offset="0" stop-color="#000" stop-opacity=".14"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    drawn.map((d) => d.defs).join('') + '</defs>' +
    '<rect width="640" height="480" fill="url(#bg)"/>' +
    // Drawn back to front, so the smaller pieces sit on top of the main one where they overlap.
    drawn.map((d) => `<g transform="${d.slot}"><ellipse cx="200" cy="462" rx="150" ry="16" fill="url(#fl)"/>${d.body}</g>`).join(''));
};
