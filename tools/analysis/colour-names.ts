/**
 * Naming a measured colour. Each colour word has a few reference colours (a word covers a region,
 * not a point: "blue" is both cobalt and sky), and a colour takes the word of its nearest reference
 * in OKLab. The words are the vocabulary's colours (the spec's black, white, blue, red, green,
 * yellow, pink, purple, brown, grey, beige, navy, cream, plus camel, olive, burgundy) and two more a
 * shopper says, orange and teal, which count towards their neighbours in a style vector.
 */
import { COLOURS, type Colour } from '../recommendations/vocabulary.js';
import { chroma, distance, rgbToOklab, type Lab, type Rgb, type Triple } from './oklab.js';

export const EXTRA_COLOURS = ['orange', 'teal'] as const;
export type ColourName = Colour | (typeof EXTRA_COLOURS)[number];

const REFERENCES: Record<ColourName, readonly Rgb[]> = {
  black: [[0, 0, 0], [22, 22, 24], [38, 36, 38]],
  white: [[255, 255, 255], [246, 246, 244], [236, 238, 240]],
  grey: [[128, 128, 130], [88, 88, 92], [166, 166, 168], [200, 200, 202], [62, 64, 68]],
  beige: [[214, 196, 168], [200, 182, 152], [226, 212, 188], [190, 175, 150]],
  cream: [[243, 233, 210], [255, 250, 220], [238, 226, 196]],
  navy: [[28, 38, 84], [0, 0, 128], [22, 30, 60], [36, 52, 100]],
  blue: [[52, 110, 200], [0, 0, 255], [100, 150, 230], [70, 130, 180], [135, 190, 235], [30, 80, 160]],
  red: [[196, 36, 44], [255, 0, 0], [220, 20, 60], [178, 34, 34], [230, 60, 50]],
  pink: [[236, 150, 180], [255, 192, 203], [255, 105, 180], [219, 112, 147], [245, 180, 190], [199, 21, 133]],
  purple: [[120, 70, 150], [128, 0, 128], [150, 110, 200], [75, 0, 130], [180, 150, 210]],
  green: [[56, 130, 80], [0, 128, 0], [0, 200, 0], [34, 139, 34], [144, 220, 144], [20, 80, 50]],
  yellow: [[236, 200, 60], [255, 255, 0], [255, 220, 80], [250, 240, 150]],
  brown: [[110, 70, 42], [139, 69, 19], [90, 60, 40], [70, 45, 30], [160, 100, 60]],
  camel: [[190, 140, 90], [193, 154, 107], [175, 125, 75]],
  olive: [[110, 112, 52], [128, 128, 0], [85, 107, 47], [100, 100, 60]],
  burgundy: [[110, 24, 42], [128, 0, 32], [90, 20, 35], [140, 30, 60]],
  orange: [[255, 140, 0], [240, 120, 40], [255, 165, 60], [225, 100, 30]],
  teal: [[0, 128, 128], [40, 150, 150], [0, 100, 110]],
};

const REFERENCE_LAB: readonly (readonly [ColourName, Lab])[] = (Object.entries(REFERENCES) as [ColourName, readonly Rgb[]][])
  .flatMap(([name, list]) => list.map((rgb) => [name, rgbToOklab(rgb)] as const));

const ACHROMATIC: ReadonlySet<ColourName> = new Set(['black', 'grey', 'white']);
/** OKLab chroma below which the eye sees no hue: such a colour is black, grey or white, never "brown". */
const ACHROMATIC_CHROMA = 0.02;

/** The nearest colour word of an OKLab colour. */
export const colourNameOf = (lab: Triple): ColourName => {
  let best: ColourName = 'grey';
  let bestDistance = Infinity;
  const neutralOnly = chroma(lab) < ACHROMATIC_CHROMA;
  for (const [name, reference] of REFERENCE_LAB) {
    if (neutralOnly && !ACHROMATIC.has(name)) continue;
    const d = distance(lab, reference);
    if (d < bestDistance) {
      bestDistance = d;
      best = name;
    }
  }
  return best;
};

/** How a colour word counts in a style vector: itself, or its vocabulary neighbours. */
export const VECTOR_COLOURS: Record<ColourName, Partial<Record<Colour, number>>> = {
  ...(Object.fromEntries(COLOURS.map((c) => [c, { [c]: 1 }])) as Record<Colour, Partial<Record<Colour, number>>>),
  orange: { red: 0.5, yellow: 0.3, camel: 0.2 },
  teal: { blue: 0.5, green: 0.5 },
};

/** Colours a stylist calls neutral: they go with anything. */
export const NEUTRAL_COLOURS: ReadonlySet<ColourName> = new Set(['black', 'white', 'grey', 'beige', 'cream', 'camel', 'navy']);
export const EARTH_COLOURS: ReadonlySet<ColourName> = new Set(['brown', 'camel', 'olive', 'beige']);
