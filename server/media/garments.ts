/**
 * Catalogue drawings, one per item kind, in a 400 × 500 box centred on x = 200 (the floor shadow sits
 * at y ≈ 458). A drawing is a `shape` (elements that inherit the item's fill and outline, so one
 * definition can be painted, shaded and doubled for pairs) plus `detail` strokes (seams, buttons).
 */
import type { Random } from '../demo/prng.js';
import type { ItemKind } from './items.js';

export interface Paint {
  fill: string;
  line: string;
  /** Seams and stitching: a tone that reads on the fill, light or dark. */
  detail: string;
  /** Soles, lenses, hardware. */
  dark: string;
  metal: string;
}

export interface Drawing {
  shape: string;
  detail: string;
  /** Draw a second one behind, offset by this much (shoes, earrings, gloves). */
  pair?: readonly [number, number];
}

type Draw = (p: Paint, slug: string, rng: Random) => Drawing;

const mirror = (d: string) => d.replace(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g, (_, x: string, y: string) => `${400 - Number(x)} ${y}`);
const path = (d: string, extra = '') => `<path d="${d}"${extra}/>`;
const both = (d: string) => path(d) + path(mirror(d));
const dots = (points: readonly (readonly [number, number])[], r = 3.2) =>
  points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="currentColor" stroke="none"/>`).join('');
const column = (x: number, from: number, to: number, n: number) =>
  Array.from({ length: n }, (_, i) => [x, Math.round(from + ((to - from) * i) / Math.max(1, n - 1))] as const);
const annulus = (cx: number, cy: number, r: number, inner: number) =>
  `<path fill-rule="evenodd" d="M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0ZM${cx - inner} ${cy}a${inner} ${inner} 0 1 0 ${2 * inner} 0a${inner} ${inner} 0 1 0 ${-2 * inner} 0Z"/>`;
const scaled = (drawing: Drawing, transform: string): Drawing => ({
  shape: `<g transform="${transform}">${drawing.shape}</g>`,
  detail: `<g transform="${transform}">${drawing.detail}</g>`,
});
const hemAt = (slug: string, long: number, short: number) => (/crop/.test(slug) ? short : long);

/** Long-sleeved body with set-in sleeves; `hem` is the bottom edge. */
const longSleeves = (hem: number, neck: string) =>
  `M150 90 L118 98 Q92 108 86 142 L62 ${hem - 80} L96 ${hem - 74} L118 200 L118 ${hem} Q200 ${hem + 10} 282 ${hem} L282 200 L304 ${hem - 74} L338 ${hem - 80} L314 142 Q308 108 282 98 L250 90 ${neck} Z`;

const TOPS: Partial<Record<ItemKind, Draw>> = {
  shirt: (_p, slug) => {
    const hem = hemAt(slug, 420, 340);
    return {
      shape: path(longSleeves(hem, 'L200 108')) + both('M150 88 L176 134 L200 108 Z'),
      detail: `<path d="M200 108 L200 ${hem + 4} M70 ${hem - 98} L100 ${hem - 92}"/>${path(mirror(`M70 ${hem - 98} L100 ${hem - 92}`))}` +
        path('M134 150 L166 150 L166 176 L134 176 Z') + dots(column(208, 140, hem - 20, 6)),
    };
  },
  blouse: (_p, slug) => {
    const hem = hemAt(slug, 410, 340);
    return {
      shape: path(`M150 90 L118 98 Q92 108 86 142 Q66 240 60 ${hem - 80} L96 ${hem - 74} L118 200 L118 ${hem} Q200 ${hem + 10} 282 ${hem} L282 200 L304 ${hem - 74} L340 ${hem - 80} Q334 240 314 142 Q308 108 282 98 L250 90 Q200 150 150 90 Z`),
      detail: path(`M150 92 Q200 150 250 92 M64 ${hem - 96} Q80 ${hem - 88} 98 ${hem - 92} M336 ${hem - 96} Q320 ${hem - 88} 302 ${hem - 92} M170 200 Q174 300 164 ${hem - 10} M230 200 Q226 300 236 ${hem - 10}`),
    };
  },
  tee: (_p, slug) => {
    const hem = hemAt(slug, 420, 330);
    return {
      shape: path(`M152 92 L104 112 L70 180 L112 200 L128 168 L126 ${hem} Q200 ${hem + 8} 274 ${hem} L272 168 L288 200 L330 180 L296 112 L248 92 Q200 124 152 92 Z`),
      detail: path('M156 96 Q200 128 244 96 M76 168 L116 186 M324 168 L284 186'),
    };
  },
  sweater: (_p, slug) => {
    const hem = hemAt(slug, 405, 330);
    return {
      shape: path(`M150 95 Q120 100 100 112 Q80 124 74 160 L56 ${hem - 45} L94 ${hem - 39} L118 200 L120 ${hem} L280 ${hem} L282 200 L306 ${hem - 39} L344 ${hem - 45} L326 160 Q320 124 300 112 Q280 100 250 95 Q200 120 150 95 Z`) +
        path(`M120 ${hem} L280 ${hem} L280 ${hem + 26} L120 ${hem + 26} Z`) + both(`M56 ${hem - 45} L94 ${hem - 39} L91 ${hem - 17} L53 ${hem - 23} Z`),
      detail: path('M154 99 Q200 124 246 99') +
        Array.from({ length: 19 }, (_, i) => `M${128 + i * 8} ${hem + 4} L${128 + i * 8} ${hem + 22}`).map((d) => path(d, ' opacity=".5"')).join(''),
    };
  },
  turtleneck: (p, slug, rng) => {
    const base = TOPS.sweater!(p, slug, rng);
    return {
      shape: base.shape + path('M160 104 L160 58 Q200 50 240 58 L240 104 Q200 116 160 104 Z'),
      detail: base.detail.replace(path('M154 99 Q200 124 246 99'), '') + path('M160 80 Q200 90 240 80'),
    };
  },
  cardigan: (p, slug, rng) => {
    const base = TOPS.sweater!(p, slug, rng);
    const hem = hemAt(slug, 405, 330);
    return { shape: base.shape, detail: base.detail + path(`M150 97 L200 210 L250 97 M200 210 L200 ${hem + 26}`) + dots(column(208, 225, hem - 5, 5), 4) };
  },
  camisole: (p) => ({
    shape: path('M140 150 Q170 170 200 190 Q230 170 260 150 L266 205 L282 420 Q200 434 118 420 L134 205 Z'),
    detail: `<path d="M146 152 L162 72 M254 152 L238 72" stroke="${p.fill}" stroke-width="4"/>` + path('M134 205 Q200 222 266 205', ' opacity=".5"'),
  }),
  tank: (_p, slug) => {
    const hem = hemAt(slug, 420, 320);
    return {
      shape: path(`M150 80 L172 80 Q176 132 200 136 Q224 132 228 80 L250 80 Q252 140 272 170 L280 ${hem} Q200 ${hem + 12} 120 ${hem} L128 170 Q148 140 150 80 Z`),
      detail: path('M176 84 Q180 128 200 130 Q220 128 224 84'),
    };
  },
  'sports-bra': () => ({
    shape: path('M140 120 L162 120 Q178 176 200 178 Q222 176 238 120 L260 120 Q264 190 278 226 L278 300 Q200 314 122 300 L122 226 Q136 190 140 120 Z'),
    detail: path('M124 262 Q200 276 276 262 M200 180 L200 268') ,
  }),
};

/** Two legs from a waistband at y 80; `spread` widens the hem, `hem` ends the leg. */
const legs = (hem: number, spread: number, inseam = 170) =>
  `M130 80 L270 80 L274 112 L${272 + spread} ${hem} L${212 + spread / 3} ${hem} L200 ${inseam} L${188 - spread / 3} ${hem} L${128 - spread} ${hem} L126 112 Z`;

const BOTTOMS: Partial<Record<ItemKind, Draw>> = {
  trousers: (_p, slug) => {
    const wide = /wide|relaxed|culotte/.test(slug);
    const hem = /crop/.test(slug) ? 380 : 445;
    return {
      shape: path(legs(hem, wide ? 26 : 0)),
      detail: path(`M128 108 L272 108 M200 108 L200 165 M136 112 Q156 128 158 150 M264 112 Q244 128 242 150 M${wide ? 158 : 162} 120 L${wide ? 146 : 160} ${hem - 6} M${wide ? 242 : 238} 120 L${wide ? 254 : 240} ${hem - 6}`, ' opacity=".6"'),
    };
  },
  jeans: (p, slug, rng) => {
    const base = BOTTOMS.trousers!(p, slug, rng);
    return { shape: base.shape, detail: path('M128 108 L272 108 M200 108 L200 165 M134 112 Q160 122 162 146 M266 112 Q240 122 238 146') + dots([[200, 95]], 4) + `<g stroke-dasharray="4 4" opacity=".7">${path('M206 108 Q210 150 200 160 M150 80 L152 108 M250 80 L248 108')}</g>` };
  },
  culottes: (p, slug, rng) => BOTTOMS.trousers!(p, `${slug}-crop-wide`, rng),
  joggers: () => ({
    shape: path('M130 80 L270 80 L276 112 L282 410 L216 410 L200 170 L184 410 L118 410 L124 112 Z') + both('M118 410 L184 410 L182 440 L122 440 Z'),
    detail: path('M128 106 L272 106 M186 82 L182 130 M214 82 L218 130 M136 116 Q156 128 158 150 M264 116 Q244 128 242 150'),
  }),
  leggings: () => ({
    shape: path('M140 80 L260 80 L263 120 L240 445 L210 445 L200 176 L190 445 L160 445 L137 120 Z'),
    detail: path('M138 112 L262 112', ' opacity=".6"') + path('M150 130 L170 440 M250 130 L230 440', ' opacity=".35"'),
  }),
  shorts: () => ({
    shape: path('M130 110 L270 110 L276 140 L300 290 L214 300 L200 200 L186 300 L100 290 L124 140 Z'),
    detail: path('M126 138 L274 138 M200 138 L200 190 M136 142 Q156 156 158 176 M264 142 Q244 156 242 176 M104 272 L186 282 M296 272 L214 282', ' opacity=".6"'),
  }),
  skirt: () => ({
    shape: path('M142 90 L258 90 L262 120 L304 410 Q200 428 96 410 L138 120 Z'),
    detail: path('M138 120 L262 120 M170 124 Q160 260 150 414 M200 124 L200 420 M230 124 Q240 260 250 414', ' opacity=".5"'),
  }),
};

/** A fitted bodice from y 78 to the waist at 205 flaring to `hem`. */
const dressBody = (hem: number, flare: number, top = 'M162 78 L176 78 Q200 112 224 78 L238 78 Q250 130 246 150') =>
  `${top} Q240 180 236 205 L${300 + flare} ${hem} Q200 ${hem + 16} ${100 - flare} ${hem} L164 205 Q160 180 154 150 Q150 130 162 78 Z`;
const SLIP_TOP = 'M152 128 Q200 148 248 128 Q248 160 246 170';

const DRESSES: Partial<Record<ItemKind, Draw>> = {
  dress: (_p, slug) => {
    const hem = /maxi/.test(slug) ? 452 : /mini/.test(slug) ? 320 : 405;
    return {
      shape: path(dressBody(hem, hem > 420 ? 16 : 4)) + both('M162 78 Q140 84 126 104 L112 150 L144 158 L156 120 Z'),
      detail: path(`M164 205 Q200 214 236 205 M186 212 Q178 320 164 ${hem + 4} M214 212 Q222 320 236 ${hem + 4}`, ' opacity=".5"'),
    };
  },
  'maxi-dress': (p, slug, rng) => DRESSES.dress!(p, `maxi-${slug}`, rng),
  'slip-dress': (p, slug) => {
    const hem = /maxi/.test(slug) ? 452 : 420;
    return {
      shape: path(dressBody(hem, 6, SLIP_TOP)),
      detail: `<path d="M156 130 L168 66 M244 130 L232 66" stroke="${p.fill}" stroke-width="4"/>` + path(`M154 134 Q200 154 246 134 M190 214 Q184 320 174 ${hem + 4} M216 214 Q222 330 232 ${hem + 4}`, ' opacity=".45"'),
    };
  },
  nightgown: (p) => ({
    shape: path(dressBody(448, 10, SLIP_TOP)),
    detail: `<path d="M156 130 L168 66 M244 130 L232 66" stroke="${p.fill}" stroke-width="4"/>` +
      path(`M${92} 440 ${Array.from({ length: 12 }, () => 'q9 12 18 0').join(' ')}`, ' opacity=".6"') + path('M154 134 q8 10 16 4 q8 10 16 4 q8 10 16 4 q8 10 16 4 q8 10 16 4 q8 10 16 4', ' opacity=".6"'),
  }),
  'shirt-dress': () => ({
    shape: path(dressBody(410, 0, 'M162 78 L176 78 L200 110 L224 78 L238 78 Q250 130 246 150')) + both('M162 78 Q140 84 126 104 L112 160 L146 168 L156 120 Z') + both('M160 76 L180 122 L200 110 Z') +
      path('M160 196 L240 196 L240 214 L160 214 Z'),
    detail: path('M200 110 L200 414', ' opacity=".6"') + dots([...column(208, 130, 180, 3), ...column(208, 240, 390, 4)]),
  }),
  'wrap-dress': () => ({
    shape: path(dressBody(410, 6, 'M162 78 L176 78 L214 200 L224 78 L238 78 Q250 130 246 150')) + both('M162 78 Q136 86 122 110 L96 240 L126 246 L154 124 Z'),
    detail: path('M176 80 L226 204 M226 204 Q250 300 262 410 M230 206 L262 262 M234 206 L246 270') + path('M164 205 Q200 214 236 205', ' opacity=".5"'),
  }),
  jumpsuit: () => ({
    shape: path('M160 78 L176 78 Q200 116 224 78 L240 78 Q250 130 244 150 Q238 180 238 205 L276 444 L214 444 L200 262 L186 444 L124 444 L162 205 Q162 180 156 150 Q150 130 160 78 Z') + path('M158 196 L242 196 L242 214 L158 214 Z'),
    detail: path('M200 214 L200 255 M176 220 L162 438 M224 220 L238 438', ' opacity=".5"'),
  }),
};

const OUTERWEAR: Partial<Record<ItemKind, Draw>> = {
  blazer: () => ({
    shape: path('M150 84 L112 96 Q88 106 84 140 L66 360 L102 366 L120 200 L122 420 L278 420 L280 200 L298 366 L334 360 L316 140 Q312 106 288 96 L250 84 L200 262 Z'),
    detail: path('M150 84 L172 176 L158 186 L200 262 M250 84 L228 176 L242 186 L200 262 M200 262 L200 420 M138 330 L180 330 M220 330 L262 330 M232 240 L262 236') + dots([[208, 300], [208, 350]], 4.5),
  }),
  trench: () => ({
    shape: path('M150 84 L112 96 Q88 106 84 140 L62 380 L100 386 L120 200 L112 452 L288 452 L280 200 L300 386 L338 380 L316 140 Q312 106 288 96 L250 84 L200 230 Z') + path('M116 250 L284 250 L284 274 L116 274 Z'),
    detail: path('M150 84 L176 168 L162 176 L200 230 M250 84 L224 168 L238 176 L200 230 M216 230 L228 452 M68 330 L104 334 M332 330 L296 334') + dots([[176, 210], [232, 210], [176, 300], [232, 300], [176, 350], [232, 350]], 4) +
      path('M196 248 L216 248 L216 276 L196 276 Z'),
  }),
  overcoat: () => ({
    shape: path('M150 84 L112 96 Q88 106 84 140 L62 384 L100 390 L120 200 L114 456 L286 456 L280 200 L300 390 L338 384 L316 140 Q312 106 288 96 L250 84 L200 250 Z'),
    detail: path('M150 84 L176 180 L160 190 L200 250 M250 84 L224 180 L240 190 L200 250 M200 250 L206 456 M134 336 L176 336 M224 336 L266 336') + dots([[214, 290], [214, 360]], 5),
  }),
  'moto-jacket': (p) => ({
    shape: path('M152 86 L114 98 Q90 108 86 142 L70 340 L106 346 L122 200 L122 370 L278 370 L278 200 L294 346 L330 340 L314 142 Q310 108 286 98 L248 86 Z') + both('M152 86 L132 150 L176 176 L190 126 Z'),
    detail: `<path d="M190 126 L234 370" stroke="${p.metal}" stroke-width="2.5"/>` + path('M122 352 L278 352 M140 240 L176 250 M230 220 L266 214', ' opacity=".7"') + dots([[140, 150], [260, 150]], 4),
  }),
  'denim-jacket': () => ({
    shape: path('M152 86 L114 98 Q90 108 86 142 L70 350 L106 356 L122 200 L122 380 L278 380 L278 200 L294 356 L330 350 L314 142 Q310 108 286 98 L248 86 Q200 110 152 86 Z') + both('M152 86 L170 124 L200 110 Z'),
    detail: path('M200 110 L200 380 M122 350 L278 350 M136 170 L180 170 L180 204 L136 204 Z M264 170 L220 170 L220 204 L264 204 Z M150 170 L150 250 M250 170 L250 250', ' opacity=".7"') + dots(column(208, 140, 330, 5), 4),
  }),
  puffer: () => ({
    shape: path('M150 90 Q112 94 96 116 Q80 136 74 180 L62 350 Q80 364 104 356 L120 220 L118 390 Q200 410 282 390 L280 220 L296 356 Q320 364 338 350 L326 180 Q320 136 304 116 Q288 94 250 90 L250 64 Q200 54 150 64 Z'),
    detail: path('M200 60 L200 402 M120 150 Q200 164 280 150 M120 210 Q200 224 280 210 M120 270 Q200 284 280 270 M120 330 Q200 344 280 330 M70 230 L106 236 M330 230 L294 236 M66 290 L102 296 M334 290 L298 296', ' opacity=".55"'),
  }),
  'track-jacket': (p) => ({
    shape: path('M152 86 L114 98 Q90 108 86 142 L70 350 L106 356 L122 200 L122 390 L278 390 L278 200 L294 356 L330 350 L314 142 Q310 108 286 98 L248 86 L248 64 Q200 58 152 64 Z') + path('M122 372 L278 372 L278 396 L122 396 Z'),
    detail: `<path d="M200 62 L200 396" stroke="${p.metal}" stroke-width="2.5"/>` +
      `<g stroke="${p.detail}" stroke-width="6">${path('M100 110 L78 346 M300 110 L322 346')}</g>`,
  }),
  robe: () => ({
    shape: path('M150 80 L108 96 Q86 106 82 140 L58 320 L104 332 L122 200 L112 452 L288 452 L278 200 L296 332 L342 320 L318 140 Q314 106 292 96 L250 80 Z') + path('M118 262 L282 262 L282 284 L118 284 Z') + path('M212 282 L200 372 L216 374 L226 286 Z M230 282 L236 366 L252 362 L240 282 Z'),
    detail: path('M150 80 Q164 190 226 262 M250 80 Q238 170 226 262 M226 284 L240 452 M62 296 L104 308 M338 296 L296 308'),
  }),
};

const SLEEP: Partial<Record<ItemKind, Draw>> = {
  pajamas: (p, slug, rng) => {
    const top = TOPS.shirt!(p, 'shirt', rng);
    const bottom = BOTTOMS.trousers!(p, 'relaxed', rng);
    const piping = `<g stroke="${p.detail}" stroke-width="3">${both('M152 90 L178 134 L200 110')}</g>`;
    return {
      shape: scaled(bottom, 'translate(148 112) scale(.7)').shape + scaled(top, 'translate(12 40) scale(.64)').shape,
      detail: scaled(bottom, 'translate(148 112) scale(.7)').detail + `<g transform="translate(12 40) scale(.64)">${top.detail}${piping}</g>`,
    };
  },
  'lounge-set': (p, slug, rng) => {
    const top = TOPS.sweater!(p, 'sweater', rng);
    const bottom = BOTTOMS.joggers!(p, 'joggers', rng);
    return {
      shape: scaled(bottom, 'translate(148 126) scale(.7)').shape + scaled(top, 'translate(12 40) scale(.64)').shape,
      detail: scaled(bottom, 'translate(148 126) scale(.7)').detail + scaled(top, 'translate(12 40) scale(.64)').detail,
    };
  },
};

const sole = (p: Paint, d: string) => `<path d="${d}" fill="${p.dark}"/>`;

const SHOES: Partial<Record<ItemKind, Draw>> = {
  loafers: (p) => ({
    shape: path('M74 300 Q72 272 96 266 L150 260 Q176 258 196 272 Q236 298 300 304 Q334 308 336 330 L336 338 L74 338 Z') +
      sole(p, 'M70 336 L340 336 Q342 350 328 352 L124 352 L122 362 L76 362 Q70 352 70 336 Z'),
    detail: path('M96 270 Q150 284 194 274 M198 276 Q212 302 250 302 M210 288 L262 300'),
    pair: [-34, -22],
  }),
  sneakers: () => ({
    shape: path('M72 250 Q72 232 92 232 L140 236 Q162 238 178 252 L236 288 Q300 300 326 306 Q344 312 342 330 L72 330 Z') +
      '<path d="M66 326 L346 326 Q348 350 330 352 L80 352 Q64 352 66 326 Z" fill="#f4f2ee"/>',
    detail: path('M160 250 L182 242 M180 262 L202 254 M200 274 L222 266 M72 300 Q160 290 250 310 M270 300 Q300 312 340 318') + path('M80 340 L338 340', ' opacity=".4"'),
    pair: [-34, -22],
  }),
  boots: (p) => ({
    shape: path('M96 140 L188 140 L192 280 Q230 298 300 306 Q336 312 336 332 L336 338 L82 338 L90 250 Z') +
      sole(p, 'M82 336 L140 336 L138 366 L88 366 Z M140 336 L340 336 Q340 348 328 350 L140 350 Z'),
    detail: path('M176 150 L180 286 M96 160 L188 160') + dots([[176, 156]], 4),
    pair: [-34, -22],
  }),
  heels: (p) => ({
    shape: path('M98 232 Q108 256 150 280 Q176 294 200 290 Q244 286 294 306 Q338 320 338 338 Q220 346 184 320 Q146 282 98 248 Z') +
      sole(p, 'M98 236 Q148 262 190 312 Q222 338 338 336 L338 344 Q218 348 184 320 Q146 276 98 246 Z M98 240 L114 250 L112 384 L104 384 Z'),
    detail: path('M112 252 Q150 280 196 298', ' opacity=".5"'),
    pair: [-40, -20],
  }),
  sandals: (p) => ({
    shape: `<path d="M120 320 Q152 262 196 320 M212 320 Q252 256 296 320 M96 320 Q90 280 126 274" fill="none" stroke="${p.fill}" stroke-width="14"/>` +
      sole(p, 'M70 330 Q70 314 92 314 L320 314 Q346 314 346 330 Q346 346 320 346 L92 346 Q70 346 70 330 Z'),
    detail: path('M120 320 Q152 262 196 320 M212 320 Q252 256 296 320', ' opacity=".45"'),
    pair: [-30, -26],
  }),
  flats: (p) => ({
    shape: path('M74 312 Q74 288 100 288 Q180 290 240 298 Q320 306 336 322 Q342 338 320 340 L90 340 Q74 340 74 312 Z') + sole(p, 'M74 334 L334 334 Q334 346 320 346 L88 346 Q74 346 74 334 Z'),
    detail: path('M100 292 Q170 316 236 300 M226 296 Q236 286 246 296 Q236 306 226 296 M246 296 Q256 286 266 296 Q256 306 246 296'),
    pair: [-34, -20],
  }),
};

const ACCESSORIES: Partial<Record<ItemKind, Draw>> = {
  scarf: (_p, _slug, rng) => {
    const band = rng.chance(0.5);
    return {
      shape: path('M194 150 Q170 280 176 430 L134 426 Q140 300 168 150 Z') + path('M150 86 Q200 70 250 86 L240 150 Q230 260 250 422 L206 426 Q194 300 206 170 Q176 150 150 86 Z') + path('M176 130 Q200 112 224 130 Q226 160 200 166 Q174 160 176 130 Z'),
      detail: path('M150 86 Q200 124 250 86') + Array.from({ length: 6 }, (_, i) => path(`M${140 + i * 6} 428 L${139 + i * 6} 446 M${210 + i * 6} 428 L${211 + i * 6} 446`)).join('') +
        (band ? path('M137 400 L175 402 M137 388 L176 390 M207 398 L248 394 M206 386 L246 382', ' opacity=".6"') : ''),
    };
  },
  belt: (p) => ({
    shape: '<path fill-rule="evenodd" d="M50 260A150 72 0 1 0 350 260A150 72 0 1 0 50 260ZM66 262A134 56 0 1 0 334 262A134 56 0 1 0 66 262Z"/>',
    detail: `<rect x="176" y="312" width="48" height="36" rx="6" fill="none" stroke="${p.metal}" stroke-width="5"/><path d="M200 316 L200 344" stroke="${p.metal}" stroke-width="4"/>` +
      dots([[246, 328], [266, 324], [286, 318]], 2.6),
  }),
  sunglasses: (p) => {
    const lens = 'M70 220 Q70 200 92 198 L170 198 Q186 200 186 218 Q184 262 160 276 Q130 288 100 278 Q72 266 70 220 Z';
    const inner = (d: string, cx: number) => `<path d="${d}" fill="${p.dark}" transform="translate(${cx} 238) scale(.86) translate(${-cx} -238)"/>`;
    return {
      shape: both(lens) + path('M182 212 Q200 196 218 212 L218 222 Q200 208 182 222 Z') + path('M70 206 L40 214 L40 222 L70 216 Z') + path(mirror('M70 206 L40 214 L40 222 L70 216 Z')),
      detail: inner(lens, 128) + inner(mirror(lens), 272) + '<path d="M92 220 L120 206 M104 246 L150 216 M280 220 L308 206 M292 246 L338 216" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>',
    };
  },
  'bucket-hat': () => ({
    shape: path('M86 300 Q108 240 132 246 L268 246 Q292 240 314 300 Q200 326 86 300 Z') + path('M132 252 Q134 170 200 166 Q266 170 268 252 Q200 262 132 252 Z'),
    detail: path('M134 232 Q200 246 266 232', ' stroke-width="6" opacity=".5"') + path('M102 292 Q200 314 298 292 M116 278 Q200 298 284 278', ' stroke-dasharray="4 5" opacity=".6"'),
  }),
  beret: () => ({
    shape: path('M196 192 L198 170 L206 170 L206 192 Z') + path('M78 252 Q86 188 200 184 Q314 188 322 252 Q302 284 200 288 Q98 284 78 252 Z') + path('M122 274 Q200 298 278 274 L278 290 Q200 314 122 290 Z'),
    detail: path('M110 238 Q200 262 290 238', ' opacity=".35"'),
  }),
  gloves: () => ({
    shape: path('M150 430 L150 360 L140 300 Q126 262 112 232 Q104 212 118 206 Q130 202 140 222 L158 258 L156 150 Q156 136 168 136 Q180 136 180 150 L182 240 L186 124 Q186 110 198 110 Q210 110 210 124 L212 240 L216 134 Q216 120 228 120 Q240 120 240 134 L240 250 L244 164 Q244 152 256 152 Q268 152 268 164 L266 300 Q262 340 252 360 L252 430 Z'),
    detail: path('M150 380 L252 380 M182 240 L182 290 M212 240 L212 290 M240 250 L240 290'),
    pair: [56, -26],
  }),
};

const BAGS: Partial<Record<ItemKind, Draw>> = {
  tote: (p) => ({
    shape: `<path d="M146 204 Q146 100 200 100 Q254 100 254 204" fill="none" stroke="${p.fill}" stroke-width="11"/>` + path('M104 200 L296 200 L318 422 Q318 432 306 432 L94 432 Q82 432 82 422 Z'),
    detail: path('M102 218 L298 218 M146 204 L142 232 M254 204 L258 232', ' opacity=".6"'),
  }),
  crossbody: (p) => ({
    shape: `<path d="M126 240 Q136 60 200 58 Q264 60 274 240" fill="none" stroke="${p.fill}" stroke-width="6"/>` + path('M110 240 Q110 226 124 226 L276 226 Q290 226 290 240 L290 384 Q290 398 276 398 L124 398 Q110 398 110 384 Z') +
      path('M110 240 Q110 226 124 226 L276 226 Q290 226 290 240 L290 306 Q200 332 110 306 Z'),
    detail: `<circle cx="200" cy="312" r="9" fill="${p.metal}" stroke="none"/>` + path('M120 236 L280 236', ' stroke-dasharray="4 4" opacity=".5"'),
  }),
  clutch: (p) => ({
    shape: path('M78 246 L322 246 L322 372 Q322 384 310 384 L90 384 Q78 384 78 372 Z') + path('M78 246 L322 246 L200 332 Z'),
    detail: `<rect x="190" y="318" width="20" height="16" rx="3" fill="${p.metal}" stroke="none"/>`,
  }),
  'shoulder-bag': (p) => ({
    shape: `<path d="M130 254 Q200 140 270 254" fill="none" stroke="${p.fill}" stroke-width="11"/>` + path('M94 304 Q94 252 150 248 L250 248 Q306 252 306 304 Q306 360 250 364 L150 364 Q94 360 94 304 Z'),
    detail: path('M98 290 Q200 318 302 290', ' opacity=".6"') + `<rect x="188" y="296" width="24" height="14" rx="3" fill="${p.metal}" stroke="none"/>`,
  }),
  backpack: () => ({
    shape: path('M180 122 Q200 88 220 122 L212 122 Q200 102 188 122 Z') + path('M120 172 Q120 120 200 118 Q280 120 280 172 L290 420 Q290 436 274 436 L126 436 Q110 436 110 420 Z') +
      path('M120 172 Q120 120 200 118 Q280 120 280 172 L282 252 Q200 272 118 252 Z') + path('M146 318 L254 318 L256 412 L144 412 Z'),
    detail: path('M170 262 L170 292 M230 262 L230 292 M146 340 L254 340', ' opacity=".7"'),
  }),
};

/** Points along a quadratic curve, for beads and links. */
const along = (from: readonly [number, number], ctrl: readonly [number, number], to: readonly [number, number], n: number) =>
  Array.from({ length: n }, (_, i) => {
    const t = i / (n - 1);
    const u = 1 - t;
    return [Math.round(u * u * from[0] + 2 * u * t * ctrl[0] + t * t * to[0]), Math.round(u * u * from[1] + 2 * u * t * ctrl[1] + t * t * to[1])] as const;
  });
const pearly = (slug: string, p: Paint) => /pearl/.test(slug) || p.fill === '#efe4cc';

const JEWELRY: Partial<Record<ItemKind, Draw>> = {
  hoops: () => ({ shape: annulus(150, 262, 74, 64) + annulus(150, 184, 8, 4), detail: '', pair: [104, 26] }),
  earrings: (p, slug) => ({
    shape: (pearly(slug, p) ? '<circle cx="150" cy="300" r="30"/>' : path('M150 250 Q178 290 174 316 Q170 336 150 336 Q130 336 126 316 Q122 290 150 250 Z')) +
      `<circle cx="150" cy="200" r="10" fill="${p.metal}"/>`,
    detail: `<path d="M150 210 L150 ${pearly(slug, p) ? 270 : 250}" stroke="${p.metal}" stroke-width="3"/>`,
    pair: [100, 24],
  }),
  necklace: (p, slug) => {
    const pearls = pearly(slug, p);
    const chain = `<path d="M98 100 Q110 330 200 332 Q290 330 302 100" fill="none" stroke="${pearls ? p.line : p.fill}" stroke-width="${pearls ? 1.5 : 4}"/>`;
    const beads = pearls ? along([98, 100], [200, 564], [302, 100], 27).map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9"/>`).join('') : '';
    return {
      shape: chain + beads + (pearls ? '' : path('M200 330 Q222 360 214 384 Q208 400 200 400 Q192 400 186 384 Q178 360 200 330 Z')),
      detail: pearls ? '' : '<circle cx="200" cy="330" r="6" fill="none"/>',
    };
  },
  ring: () => ({
    shape: '<path fill-rule="evenodd" d="M112 300A88 98 0 1 0 288 300A88 98 0 1 0 112 300ZM130 304A70 80 0 1 0 270 304A70 80 0 1 0 130 304Z"/>' +
      '<ellipse cx="200" cy="214" rx="60" ry="28"/><ellipse cx="200" cy="204" rx="60" ry="28"/>',
    detail: '<ellipse cx="200" cy="204" rx="40" ry="17" opacity=".6"/>',
  }),
  bracelet: (p, slug) => {
    const points = Array.from({ length: 22 }, (_, i) => {
      const a = (i / 22) * Math.PI * 2;
      return [Math.round(200 + Math.cos(a) * 132), Math.round(280 + Math.sin(a) * 74), Math.round((Math.atan2(Math.cos(a) * 74, -Math.sin(a) * 132) * 180) / Math.PI)] as const;
    });
    return pearly(slug, p)
      ? { shape: points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="14"/>`).join(''), detail: '' }
      : {
        shape: '',
        detail: points.map(([x, y, r]) => `<ellipse cx="${x}" cy="${y}" rx="15" ry="9" transform="rotate(${r + 90} ${x} ${y})" stroke="${p.fill}" stroke-width="6"/>`).join('') +
          `<rect x="186" y="342" width="28" height="14" rx="4" fill="${p.metal}" stroke="none"/>`,
      };
  },
};

const DRAWINGS: Record<ItemKind, Draw> = { ...TOPS, ...BOTTOMS, ...DRESSES, ...OUTERWEAR, ...SLEEP, ...SHOES, ...ACCESSORIES, ...BAGS, ...JEWELRY } as Record<ItemKind, Draw>;

export const drawItem = (kind: ItemKind, slug: string, paint: Paint, rng: Random): Drawing => (DRAWINGS[kind] ?? TOPS.tee!)(paint, slug, rng);
