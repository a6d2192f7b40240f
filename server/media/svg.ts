/**
 * The demo's image generator: a garment silhouette per category in the item's colour, a portrait-like
 * avatar per influencer and a styled scene per post. Deterministic from the inputs (the variation
 * comes from a hash of the id), so a URL always draws the same picture.
 */
import { createRandom, hashString, type Random } from '../demo/prng.js';
import { BACKGROUNDS, HAIR_TONES, SCENES, SKIN_TONES, fillFor, shade } from './palette.js';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

const svg = (width: number, height: number, label: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;

/**
 * Garment shapes drawn in a 400 × 500 box, centred on x = 200. Each returns SVG elements; `detail`
 * picks small variations (buttons, stripes, straps) so neighbouring products do not look identical.
 */
const GARMENTS: Record<string, (fill: string, line: string, rng: Random) => string> = {
  Tops: (fill, line, rng) => {
    const body = `<path d="M140 110 L95 135 L60 215 L105 235 L125 190 L125 400 L275 400 L275 190 L295 235 L340 215 L305 135 L260 110 Q200 150 140 110 Z" fill="${fill}" stroke="${line}" stroke-width="3"/>`;
    const stripes = rng.chance(0.3)
      ? Array.from({ length: 6 }, (_, i) => `<rect x="125" y="${210 + i * 30}" width="150" height="9" fill="${line}" opacity="0.35"/>`).join('')
      : '';
    return body + stripes + `<path d="M168 122 Q200 148 232 122" fill="none" stroke="${line}" stroke-width="3"/>`;
  },
  Bottoms: (fill, line, rng) => {
    const wide = rng.chance(0.5);
    const path = wide
      ? 'M130 90 L270 90 L300 420 L215 420 L200 190 L185 420 L100 420 Z'
      : 'M135 90 L265 90 L258 430 L212 430 L200 180 L188 430 L142 430 Z';
    return `<path d="${path}" fill="${fill}" stroke="${line}" stroke-width="3"/><rect x="130" y="88" width="140" height="18" fill="${line}" opacity="0.4"/>`;
  },
  Dresses: (fill, line, rng) => {
    const hem = rng.pick([420, 440, 460]);
    return `<path d="M165 80 L150 85 L158 140 Q140 190 155 215 L95 ${hem} Q200 ${hem + 25} 305 ${hem} L245 215 Q260 190 242 140 L250 85 L235 80 Q200 120 165 80 Z" fill="${fill}" stroke="${line}" stroke-width="3"/>` +
      `<path d="M155 215 Q200 228 245 215" fill="none" stroke="${line}" stroke-width="3"/>`;
  },
  Outerwear: (fill, line, rng) => {
    const buttons = Array.from({ length: rng.int(2, 4) }, (_, i) => `<circle cx="212" cy="${230 + i * 45}" r="6" fill="${line}"/>`).join('');
    return `<path d="M145 95 L85 125 L55 330 L100 340 L120 210 L120 430 L280 430 L280 210 L300 340 L345 330 L315 125 L255 95 L200 150 Z" fill="${fill}" stroke="${line}" stroke-width="3"/>` +
      `<path d="M145 95 L175 200 L200 150 M255 95 L225 200 L200 150 M200 150 L200 430" fill="none" stroke="${line}" stroke-width="3"/>` + buttons;
  },
  Shoes: (fill, line, rng) => {
    const heel = rng.chance(0.4);
    const sole = heel
      ? `<path d="M95 330 L110 390 L125 390 L120 335 Z" fill="${line}"/>`
      : `<rect x="80" y="330" width="250" height="18" rx="8" fill="${line}"/>`;
    return `<path d="M85 330 Q85 250 130 245 L190 250 Q230 300 300 300 Q335 305 330 330 Z" fill="${fill}" stroke="${line}" stroke-width="3"/>${sole}`;
  },
  Accessories: (fill, line, rng) => (rng.chance(0.5)
    ? `<ellipse cx="200" cy="260" rx="150" ry="40" fill="${fill}" stroke="${line}" stroke-width="3"/><path d="M120 255 Q130 150 200 145 Q270 150 280 255 Z" fill="${fill}" stroke="${line}" stroke-width="3"/><path d="M122 235 Q200 250 278 235" stroke="${line}" stroke-width="10" fill="none" opacity="0.5"/>`
    : `<path d="M120 120 Q200 100 280 120 L260 200 Q230 300 250 420 L200 420 Q185 300 200 200 Q170 180 120 120 Z" fill="${fill}" stroke="${line}" stroke-width="3"/><path d="M150 150 Q200 165 250 150" stroke="${line}" stroke-width="3" fill="none"/>`),
  Bags: (fill, line, rng) => {
    const handle = rng.chance(0.5)
      ? `<path d="M150 200 Q150 110 200 110 Q250 110 250 200" fill="none" stroke="${line}" stroke-width="12"/>`
      : `<path d="M115 200 L200 90 L285 200" fill="none" stroke="${line}" stroke-width="6"/>`;
    return `${handle}<rect x="100" y="195" width="200" height="190" rx="18" fill="${fill}" stroke="${line}" stroke-width="3"/><rect x="180" y="230" width="40" height="16" rx="4" fill="${line}"/>`;
  },
  Jewelry: (fill, line, rng) => (rng.chance(0.5)
    ? `<path d="M110 110 Q200 330 290 110" fill="none" stroke="${fill}" stroke-width="8"/><path d="M110 110 Q200 330 290 110" fill="none" stroke="${line}" stroke-width="2" stroke-dasharray="6 6"/><circle cx="200" cy="238" r="24" fill="${fill}" stroke="${line}" stroke-width="4"/>`
    : `<circle cx="160" cy="250" r="60" fill="none" stroke="${fill}" stroke-width="18"/><circle cx="240" cy="250" r="60" fill="none" stroke="${fill}" stroke-width="18"/><circle cx="160" cy="250" r="60" fill="none" stroke="${line}" stroke-width="2"/><circle cx="240" cy="250" r="60" fill="none" stroke="${line}" stroke-width="2"/>`),
  Activewear: (fill, line) =>
    `<path d="M150 70 L250 70 L265 150 Q200 170 135 150 Z" fill="${fill}" stroke="${line}" stroke-width="3"/>` +
    `<path d="M145 185 L255 185 L250 450 L212 450 L200 260 L188 450 L150 450 Z" fill="${fill}" stroke="${line}" stroke-width="3"/>` +
    `<path d="M150 190 L160 450 M250 190 L240 450" stroke="${line}" stroke-width="4" opacity="0.5"/>`,
  Sleepwear: (fill, line) =>
    `<path d="M150 80 L90 110 L60 260 L105 270 L125 170 L110 440 L290 440 L275 170 L295 270 L340 260 L310 110 L250 80 L200 200 Z" fill="${fill}" stroke="${line}" stroke-width="3"/>` +
    `<path d="M125 260 Q200 280 275 260" stroke="${line}" stroke-width="8" fill="none"/><path d="M150 80 L200 200 L250 80" fill="none" stroke="${line}" stroke-width="3"/>`,
};

const garment = (category: string, colour: string, rng: Random): string => {
  const fill = fillFor(colour);
  const draw = GARMENTS[category] ?? GARMENTS.Tops!;
  return draw(fill, shade(fill, 0.3), rng);
};

/** A product shot: the garment on a soft studio backdrop with a floor shadow. */
export const productSvg = (id: string, category: string, colour: string): string => {
  const rng = createRandom(hashString(`product:${id}`));
  const background = rng.pick(BACKGROUNDS);
  return svg(400, 500, `${colour} ${category}`,
    `<rect width="400" height="500" fill="${background}"/>` +
    `<ellipse cx="200" cy="465" rx="150" ry="14" fill="#000" opacity="0.07"/>` +
    garment(category, colour, rng));
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
export const postSvg = (id: string, category: string, colour: string, aesthetic: string): string => {
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
  const accent = category !== 'Tops' && category !== 'Bottoms' && category !== 'Dresses' && category !== 'Outerwear'
    ? `<g transform="translate(430 380) scale(0.45)">${garment(category, colour, rng)}</g>`
    : '';
  return svg(720, 720, `${aesthetic} look with a ${colour} piece`,
    `<rect width="720" height="720" fill="${sky}"/>${arch}` +
    `<rect y="560" width="720" height="160" fill="${floor}"/>` +
    `<ellipse cx="340" cy="612" rx="90" ry="12" fill="#000" opacity="0.1"/>` +
    plant + figure + accent);
};
