/**
 * The table a piece's formality, warmth, seasons and occasions are read from, in one place: a
 * garment lexicon (base values per garment word), material and modifier adjustments, category
 * defaults and caps, and the formality band of each occasion. Every row says why in one line.
 * ./attributes.ts holds the rule that combines them.
 */
import type { Category } from '../recommendations/vocabulary.js';
import type { GarmentOccasion as Occasion, GarmentSeason as Season } from './contracts.js';

export interface GarmentEntry {
  /** 1 athleisure, 2 casual, 3 smart-casual, 4 formal, 5 black tie. */
  formality: number;
  /** 1 sun-wear, 2 light, 3 mid-weight, 4 warm, 5 winter coat. */
  warmth: number;
  /** Worn whatever the weather (shoes, bags, jewellery, jeans): all four seasons unless a material says otherwise. */
  yearRound?: boolean;
  /** Occasions it suits whatever its formality (leggings → gym). */
  add?: readonly Occasion[];
  /** Occasions it never suits, whatever its formality (stilettos → festival). */
  avoid?: readonly Occasion[];
  why: string;
}

const NOT_ON_GRASS: readonly Occasion[] = ['festival', 'beach'];
const NOT_SOMBRE: readonly Occasion[] = ['funeral', 'interview', 'office'];

/**
 * Garment words, singular ("jeans" is read as "jean"). Two-word phrases ("slip dress", "trench
 * coat") beat their last word; the last garment in a name is the head noun ("shirt dress" is a dress).
 */
export const GARMENTS: Readonly<Record<string, GarmentEntry>> = {
  // Tops
  tee: { formality: 2, warmth: 2, why: 'a jersey tee is the casual staple' },
  't-shirt': { formality: 2, warmth: 2, why: 'a jersey tee is the casual staple' },
  tshirt: { formality: 2, warmth: 2, why: 'a jersey tee is the casual staple' },
  'running tee': { formality: 1, warmth: 2, add: ['gym'], why: 'made to run in' },
  tank: { formality: 2, warmth: 1, why: 'bare shoulders are for heat' },
  camisole: { formality: 3, warmth: 1, add: ['date'], why: 'a slip of a top: evenings under a jacket, heat alone' },
  cami: { formality: 3, warmth: 1, add: ['date'], why: 'a slip of a top: evenings under a jacket, heat alone' },
  blouse: { formality: 3, warmth: 2, yearRound: true, add: ['interview'], why: 'the smart-casual top, desk to dinner' },
  shirt: { formality: 3, warmth: 2, yearRound: true, add: ['interview'], why: 'a collar reads smart-casual' },
  'polo shirt': { formality: 2, warmth: 2, why: 'a sports collar: casual' },
  corset: { formality: 3, warmth: 1, add: ['date', 'party'], avoid: NOT_SOMBRE, why: 'a structured bodice is for evenings out' },
  waistcoat: { formality: 4, warmth: 3, add: ['wedding-guest', 'office'], why: 'a tailored waistcoat is suiting' },
  kimono: { formality: 2, warmth: 2, add: ['beach', 'festival'], why: 'a loose open layer for warm days' },
  polo: { formality: 2, warmth: 2, why: 'a sports collar: casual' },
  henley: { formality: 2, warmth: 2, why: 'a buttoned tee: casual' },
  tunic: { formality: 2, warmth: 2, why: 'loose and easy: casual' },
  bodysuit: { formality: 3, warmth: 2, why: 'a sleek base layer that tucks clean' },
  'crop top': { formality: 2, warmth: 1, avoid: NOT_SOMBRE, why: 'a bare midriff is for warm, casual days' },
  sweater: { formality: 2, warmth: 4, why: 'knitwear is a cold-day layer' },
  jumper: { formality: 2, warmth: 4, why: 'knitwear is a cold-day layer' },
  pullover: { formality: 2, warmth: 4, why: 'knitwear is a cold-day layer' },
  cardigan: { formality: 2, warmth: 3, why: 'an open knit: a light layer' },
  turtleneck: { formality: 3, warmth: 4, why: 'a high neck is polished and warm' },
  hoodie: { formality: 1, warmth: 3, add: ['lounge'], why: 'sportswear roots' },
  sweatshirt: { formality: 1, warmth: 3, add: ['lounge'], why: 'sportswear roots' },
  'sports bra': { formality: 1, warmth: 1, add: ['gym'], why: 'made to train in' },
  bra: { formality: 1, warmth: 1, why: 'underwear' },
  bralette: { formality: 2, warmth: 1, why: 'lingerie worn as a top: warm evenings' },
  // Bottoms
  trouser: { formality: 3, warmth: 3, yearRound: true, add: ['interview'], why: 'trousers are smart-casual in any season' },
  pant: { formality: 3, warmth: 3, yearRound: true, add: ['interview'], why: 'trousers are smart-casual in any season' },
  slack: { formality: 3, warmth: 3, yearRound: true, why: 'trousers are smart-casual in any season' },
  jean: { formality: 2, warmth: 3, yearRound: true, add: ['date'], why: 'denim is casual whatever the cut' },
  chino: { formality: 3, warmth: 2, why: 'cotton twill trousers: smart-casual, light' },
  culotte: { formality: 3, warmth: 2, why: 'cropped wide trousers: smart-casual for mild days' },
  skirt: { formality: 3, warmth: 2, why: 'a skirt dresses up, bare legs keep it light' },
  'midi skirt': { formality: 3, warmth: 2, why: 'a midi length is polished' },
  'pencil skirt': { formality: 4, warmth: 2, add: ['office', 'interview'], why: 'the tailored office skirt' },
  'mini skirt': { formality: 2, warmth: 1, avoid: NOT_SOMBRE, why: 'a mini is playful and for warm days' },
  short: { formality: 2, warmth: 1, why: 'bare legs: heat and weekends' },
  skort: { formality: 2, warmth: 1, why: 'bare legs: heat and weekends' },
  dungaree: { formality: 2, warmth: 3, why: 'workwear in one piece: casual' },
  overall: { formality: 2, warmth: 3, why: 'workwear in one piece: casual' },
  'swim short': { formality: 1, warmth: 1, add: ['beach'], why: 'made for water' },
  'board short': { formality: 1, warmth: 1, add: ['beach'], why: 'made for water' },
  tracksuit: { formality: 1, warmth: 3, add: ['gym', 'lounge', 'travel'], why: 'sportswear head to toe' },
  cargo: { formality: 2, warmth: 3, avoid: ['wedding-guest'], why: 'utility pockets read casual' },
  legging: { formality: 1, warmth: 2, add: ['gym'], why: 'made to move in' },
  jogger: { formality: 1, warmth: 3, add: ['gym', 'lounge'], why: 'track pants: training and sofa' },
  sweatpant: { formality: 1, warmth: 3, add: ['gym', 'lounge'], why: 'track pants: training and sofa' },
  // Dresses
  dress: { formality: 3, warmth: 2, why: 'a dress is one piece that dresses up' },
  'midi dress': { formality: 3, warmth: 2, add: ['wedding-guest'], why: 'a midi dress suits most daytime events' },
  'maxi dress': { formality: 3, warmth: 2, add: ['wedding-guest', 'beach'], why: 'a long dress flows from beach to wedding' },
  'shirt dress': { formality: 3, warmth: 2, why: 'a collar makes it office-ready' },
  'wrap dress': { formality: 3, warmth: 2, add: ['wedding-guest'], why: 'the classic office-to-dinner dress' },
  'slip dress': { formality: 4, warmth: 1, add: ['date'], avoid: ['office', 'interview', 'funeral'], why: 'a bias-cut slip is an evening silhouette' },
  'cocktail dress': { formality: 4, warmth: 2, add: ['party'], why: 'cut for the evening' },
  'bodycon dress': { formality: 3, warmth: 2, add: ['date', 'party'], avoid: ['funeral', 'interview'], why: 'a body-skimming dress for evenings' },
  'blazer dress': { formality: 4, warmth: 3, add: ['office'], why: 'tailoring cut as a dress' },
  'sweater dress': { formality: 2, warmth: 4, why: 'knitted: a winter dress' },
  sundress: { formality: 2, warmth: 1, add: ['beach'], avoid: ['funeral', 'interview'], why: 'straps and cotton for hot days' },
  gown: { formality: 5, warmth: 2, add: ['black-tie'], why: 'floor-length evening wear' },
  jumpsuit: { formality: 3, warmth: 2, why: 'one piece that reads smart-casual' },
  romper: { formality: 2, warmth: 1, why: 'shorts in one piece: summer casual' },
  playsuit: { formality: 2, warmth: 1, why: 'shorts in one piece: summer casual' },
  kaftan: { formality: 2, warmth: 1, add: ['beach'], why: 'a loose cover-up for heat' },
  caftan: { formality: 2, warmth: 1, add: ['beach'], why: 'a loose cover-up for heat' },
  swimsuit: { formality: 1, warmth: 1, add: ['beach'], why: 'made for water' },
  bikini: { formality: 1, warmth: 1, add: ['beach'], why: 'made for water' },
  // Outerwear
  blazer: { formality: 4, warmth: 3, add: ['office', 'interview'], why: 'tailoring: the jacket of offices and interviews' },
  suit: { formality: 4, warmth: 3, add: ['office', 'interview', 'wedding-guest'], why: 'a matched suit is business formal' },
  tuxedo: { formality: 5, warmth: 3, add: ['black-tie'], why: 'evening tailoring' },
  tux: { formality: 5, warmth: 3, add: ['black-tie'], why: 'evening tailoring' },
  tailcoat: { formality: 5, warmth: 3, add: ['black-tie'], why: 'white-tie tailoring' },
  jacket: { formality: 2, warmth: 3, why: 'a jacket is a mid-weight layer' },
  'moto jacket': { formality: 2, warmth: 3, add: ['date', 'party'], why: 'a biker jacket is edgy and mid-weight' },
  'biker jacket': { formality: 2, warmth: 3, add: ['date', 'party'], why: 'a biker jacket is edgy and mid-weight' },
  'denim jacket': { formality: 2, warmth: 3, why: 'a denim layer is casual' },
  'track jacket': { formality: 1, warmth: 3, add: ['gym'], why: 'a sports layer' },
  'puffer jacket': { formality: 2, warmth: 5, why: 'insulated: the winter coat' },
  puffer: { formality: 2, warmth: 5, why: 'insulated: the winter coat' },
  parka: { formality: 2, warmth: 5, why: 'a hooded, insulated winter coat' },
  bomber: { formality: 2, warmth: 3, why: 'a short casual jacket' },
  coat: { formality: 3, warmth: 4, why: 'a coat is a cold-day layer' },
  overcoat: { formality: 4, warmth: 5, why: 'long and heavy: the formal winter coat' },
  'trench coat': { formality: 3, warmth: 3, add: ['office', 'travel'], why: 'a belted raincoat for spring and autumn' },
  trench: { formality: 3, warmth: 3, add: ['office', 'travel'], why: 'a belted raincoat for spring and autumn' },
  'rain jacket': { formality: 1, warmth: 2, add: ['travel'], why: 'a light shell for showers' },
  'leather jacket': { formality: 2, warmth: 3, add: ['date', 'party'], why: 'an edgy mid-weight layer' },
  raincoat: { formality: 2, warmth: 3, add: ['travel'], why: 'keeps the rain off' },
  anorak: { formality: 1, warmth: 3, add: ['travel'], why: 'a technical shell' },
  windbreaker: { formality: 1, warmth: 2, why: 'a light technical shell' },
  gilet: { formality: 2, warmth: 3, why: 'warms the core, leaves the arms free' },
  vest: { formality: 2, warmth: 3, why: 'warms the core, leaves the arms free' },
  shacket: { formality: 2, warmth: 3, why: 'a shirt cut as a jacket' },
  cape: { formality: 3, warmth: 4, why: 'a dramatic cold-day layer' },
  poncho: { formality: 2, warmth: 3, add: ['festival'], why: 'a loose throw-on layer' },
  // Shoes
  sneaker: { formality: 2, warmth: 3, yearRound: true, add: ['travel'], why: 'sneakers are casual, every season' },
  trainer: { formality: 1, warmth: 3, yearRound: true, add: ['gym', 'travel'], why: 'trainers are for moving' },
  'running shoe': { formality: 1, warmth: 3, yearRound: true, add: ['gym'], why: 'made to run in' },
  loafer: { formality: 3, warmth: 3, yearRound: true, add: ['travel'], why: 'loafers are the smart-casual shoe' },
  oxford: { formality: 4, warmth: 3, yearRound: true, why: 'a laced leather shoe is business formal' },
  brogue: { formality: 3, warmth: 3, yearRound: true, why: 'a punched oxford: smart-casual' },
  mule: { formality: 3, warmth: 2, avoid: NOT_ON_GRASS, why: 'backless: polished and for mild days' },
  heel: { formality: 4, warmth: 3, yearRound: true, avoid: NOT_ON_GRASS, why: 'a heel dresses an outfit up; it sinks in grass and sand' },
  pump: { formality: 4, warmth: 3, yearRound: true, avoid: NOT_ON_GRASS, why: 'a court shoe is formal' },
  stiletto: { formality: 4, warmth: 3, yearRound: true, add: ['party'], avoid: [...NOT_ON_GRASS, 'travel', 'funeral'], why: 'a needle heel is for evenings, never grass or cobbles' },
  wedge: { formality: 3, warmth: 2, why: 'a summer heel that copes with lawns' },
  'ballet flat': { formality: 3, warmth: 3, yearRound: true, add: ['travel'], why: 'a neat, polished flat' },
  flat: { formality: 3, warmth: 3, yearRound: true, why: 'a neat, polished flat' },
  'chelsea boot': { formality: 3, warmth: 4, avoid: ['beach'], why: 'a sleek pull-on boot for cold months' },
  'mary jane': { formality: 3, warmth: 3, yearRound: true, why: 'a strapped, polished shoe' },
  derby: { formality: 3, warmth: 3, yearRound: true, why: 'an open-laced leather shoe: smart-casual' },
  'kitten heel': { formality: 4, warmth: 3, yearRound: true, add: ['office'], why: 'a low heel for long days' },
  'ankle boot': { formality: 3, warmth: 4, avoid: ['beach'], why: 'a smart boot for cold months' },
  boot: { formality: 2, warmth: 4, avoid: ['beach'], why: 'boots are for cold and wet' },
  sandal: { formality: 2, warmth: 1, why: 'open toes are for heat' },
  espadrille: { formality: 2, warmth: 1, add: ['beach'], why: 'rope-soled summer shoes' },
  'flip-flop': { formality: 1, warmth: 1, add: ['beach'], why: 'for sand and pools only' },
  slide: { formality: 1, warmth: 1, add: ['beach'], why: 'pool shoes' },
  clog: { formality: 2, warmth: 3, why: 'a sturdy casual shoe' },
  slipper: { formality: 1, warmth: 3, add: ['lounge'], why: 'for indoors' },
  // Accessories
  scarf: { formality: 3, warmth: 3, why: 'a scarf: wool or cashmere make it a winter one' },
  belt: { formality: 3, warmth: 3, yearRound: true, why: 'a belt finishes any outfit' },
  sunglasses: { formality: 2, warmth: 1, add: ['beach', 'festival', 'travel'], why: 'for sun' },
  'bucket hat': { formality: 2, warmth: 2, add: ['festival', 'beach'], why: 'a soft sun hat' },
  hat: { formality: 2, warmth: 3, why: 'a hat is casual unless it says otherwise' },
  'sun hat': { formality: 2, warmth: 1, add: ['beach', 'festival'], why: 'a wide brim for sun' },
  fedora: { formality: 3, warmth: 3, why: 'a structured felt hat' },
  brooch: { formality: 4, warmth: 3, yearRound: true, why: 'an occasion finish on a lapel' },
  cufflink: { formality: 4, warmth: 3, yearRound: true, add: ['office', 'wedding-guest'], why: 'a shirt-cuff finish for suits' },
  cap: { formality: 1, warmth: 2, why: 'a sports cap' },
  beret: { formality: 3, warmth: 4, why: 'a wool beret is a cold-day finish' },
  beanie: { formality: 2, warmth: 4, why: 'a knitted winter hat' },
  glove: { formality: 3, warmth: 4, why: 'gloves are for cold hands' },
  tie: { formality: 4, warmth: 3, yearRound: true, add: ['office', 'interview'], why: 'a tie is business dress' },
  'bow tie': { formality: 5, warmth: 3, yearRound: true, add: ['black-tie'], why: 'the black-tie neckwear' },
  // Bags
  bag: { formality: 3, warmth: 3, yearRound: true, why: 'a bag goes with the season' },
  'shoulder bag': { formality: 3, warmth: 3, yearRound: true, why: 'a structured day bag' },
  handbag: { formality: 3, warmth: 3, yearRound: true, why: 'a structured day bag' },
  satchel: { formality: 3, warmth: 3, yearRound: true, add: ['office'], why: 'a work bag' },
  'crossbody bag': { formality: 2, warmth: 3, yearRound: true, add: ['travel', 'festival'], why: 'hands-free and casual' },
  crossbody: { formality: 2, warmth: 3, yearRound: true, add: ['travel', 'festival'], why: 'hands-free and casual' },
  tote: { formality: 2, warmth: 3, yearRound: true, add: ['office', 'travel'], why: 'carries a day\'s things' },
  backpack: { formality: 2, warmth: 3, yearRound: true, add: ['travel'], why: 'hands-free for travel' },
  'bum bag': { formality: 1, warmth: 3, yearRound: true, add: ['festival', 'travel'], why: 'hands-free and sporty' },
  'fanny pack': { formality: 1, warmth: 3, yearRound: true, add: ['festival', 'travel'], why: 'hands-free and sporty' },
  'belt bag': { formality: 1, warmth: 3, yearRound: true, add: ['festival', 'travel'], why: 'hands-free and sporty' },
  clutch: { formality: 4, warmth: 3, yearRound: true, add: ['party', 'date'], avoid: ['travel', 'office', 'interview', 'funeral'], why: 'an evening bag with room for little' },
  // Jewelry
  earring: { formality: 3, warmth: 3, yearRound: true, why: 'jewellery finishes any season' },
  'hoop earring': { formality: 2, warmth: 3, yearRound: true, why: 'hoops are everyday jewellery' },
  'drop earring': { formality: 4, warmth: 3, yearRound: true, add: ['party'], why: 'drops catch the light in the evening' },
  necklace: { formality: 3, warmth: 3, yearRound: true, why: 'jewellery finishes any season' },
  'pendant necklace': { formality: 3, warmth: 3, yearRound: true, why: 'a pendant is an everyday finish' },
  ring: { formality: 3, warmth: 3, yearRound: true, why: 'jewellery finishes any season' },
  'signet ring': { formality: 3, warmth: 3, yearRound: true, why: 'a classic everyday ring' },
  bracelet: { formality: 3, warmth: 3, yearRound: true, why: 'jewellery finishes any season' },
  'chain bracelet': { formality: 3, warmth: 3, yearRound: true, why: 'jewellery finishes any season' },
  watch: { formality: 3, warmth: 3, yearRound: true, why: 'a watch is worn every day' },
  // Sleepwear
  'pajama set': { formality: 1, warmth: 2, add: ['lounge'], why: 'for sleeping' },
  pajama: { formality: 1, warmth: 2, add: ['lounge'], why: 'for sleeping' },
  pyjama: { formality: 1, warmth: 2, add: ['lounge'], why: 'for sleeping' },
  nightgown: { formality: 1, warmth: 2, add: ['lounge'], why: 'for sleeping' },
  robe: { formality: 1, warmth: 3, add: ['lounge'], why: 'worn at home' },
  'lounge set': { formality: 1, warmth: 3, add: ['lounge'], why: 'worn at home' },
};

export interface Adjustment {
  /** Added to the warmth (a wool garment is warmer than a cotton one). */
  warmth?: number;
  /** Formality at least / at most this (silk never reads athleisure; denim never formal). */
  atLeast?: number;
  atMost?: number;
  /** The seasons a piece of it is worn in, whatever its warmth says (linen: spring and summer). */
  seasons?: readonly Season[];
  add?: readonly Occasion[];
  avoid?: readonly Occasion[];
  why: string;
}

const WARM_MONTHS: readonly Season[] = ['spring', 'summer'];
const COLD_MONTHS: readonly Season[] = ['autumn', 'winter'];

/**
 * Materials (and finishes). A name's materials count; when the name names none, the details'
 * (a product's description, an item's notes and tags) do.
 */
export const MATERIALS: Readonly<Record<string, Adjustment>> = {
  linen: { warmth: -1, atMost: 3, seasons: WARM_MONTHS, why: 'linen breathes and creases: warm days, never black tie' },
  seersucker: { warmth: -1, atMost: 3, seasons: WARM_MONTHS, why: 'puckered cotton made for heat' },
  cotton: { why: 'plain cotton changes nothing' },
  canvas: { atMost: 3, why: 'a workwear cloth' },
  denim: { atMost: 2, why: 'denim is casual whatever it is made into' },
  chambray: { atMost: 3, why: 'a light denim-look cloth' },
  jersey: { atMost: 3, why: 'stretch jersey is relaxed' },
  silk: { atLeast: 3, add: ['date'], why: 'silk is light and reads dressed-up' },
  satin: { atLeast: 3, add: ['party', 'date'], why: 'sheen is for evenings' },
  chiffon: { warmth: -1, atLeast: 3, why: 'a sheer, floaty cloth for occasions' },
  lace: { atLeast: 3, add: ['date'], why: 'lace is delicate and dressy' },
  tulle: { atLeast: 4, add: ['party'], why: 'tulle is occasion wear' },
  velvet: { warmth: 1, atLeast: 3, seasons: COLD_MONTHS, add: ['party'], why: 'a plush, warm evening cloth' },
  sequin: { atLeast: 4, add: ['party'], avoid: NOT_SOMBRE, why: 'sequins are for parties, not sombre rooms' },
  sequined: { atLeast: 4, add: ['party'], avoid: NOT_SOMBRE, why: 'sequins are for parties, not sombre rooms' },
  metallic: { atLeast: 4, add: ['party'], avoid: NOT_SOMBRE, why: 'metallic cloth is for parties' },
  wool: { warmth: 1, seasons: COLD_MONTHS, why: 'wool is warm' },
  merino: { warmth: 1, seasons: COLD_MONTHS, why: 'fine wool, warm' },
  cashmere: { warmth: 1, atLeast: 3, seasons: COLD_MONTHS, why: 'cashmere is warm and refined' },
  tweed: { warmth: 1, atLeast: 3, seasons: COLD_MONTHS, why: 'a heavy, classic wool' },
  flannel: { warmth: 1, atMost: 3, seasons: COLD_MONTHS, why: 'brushed and warm, relaxed' },
  corduroy: { warmth: 1, atMost: 3, seasons: COLD_MONTHS, why: 'ribbed and warm, relaxed' },
  fleece: { warmth: 1, atMost: 2, seasons: COLD_MONTHS, why: 'a warm, sporty pile' },
  shearling: { warmth: 1, seasons: COLD_MONTHS, why: 'sheepskin is the warmest lining' },
  down: { warmth: 1, seasons: ['winter'], why: 'down insulates best' },
  knit: { warmth: 1, why: 'a knit traps warmth' },
  ribbed: { warmth: 1, why: 'a ribbed knit traps warmth' },
  leather: { atLeast: 2, why: 'leather lasts and polishes' },
  suede: { atLeast: 2, seasons: ['spring', 'autumn'], why: 'suede hates rain and heat' },
  'faux leather': { atLeast: 2, why: 'reads as leather' },
  nylon: { atMost: 3, why: 'a technical cloth' },
  straw: { warmth: -1, atMost: 2, seasons: WARM_MONTHS, add: ['beach'], why: 'straw is for sun' },
  raffia: { warmth: -1, atMost: 2, seasons: WARM_MONTHS, add: ['beach'], why: 'raffia is for sun' },
  crochet: { warmth: -1, atMost: 2, seasons: WARM_MONTHS, add: ['festival', 'beach'], why: 'open crochet is for sun' },
  terry: { atMost: 2, add: ['beach', 'lounge'], why: 'towelling' },
  pearl: { atLeast: 4, add: ['wedding-guest'], why: 'pearls are the occasion finish' },
  onyx: { atLeast: 3, why: 'a dark stone reads polished' },
};

/** Words that are neither garment nor material but change what a piece is for. */
export const MODIFIERS: Readonly<Record<string, Adjustment>> = {
  evening: { atLeast: 4, add: ['party'], why: 'made for the evening' },
  cocktail: { atLeast: 4, add: ['party'], why: 'cocktail length is evening dress' },
  embellished: { atLeast: 4, add: ['party'], avoid: NOT_SOMBRE, why: 'embellishment is for parties' },
  beaded: { atLeast: 4, add: ['party'], avoid: NOT_SOMBRE, why: 'beading is for parties' },
  tailored: { atLeast: 3, why: 'tailoring is at least smart-casual' },
  quilted: { warmth: 1, why: 'quilting insulates' },
  padded: { warmth: 1, why: 'padding insulates' },
  insulated: { warmth: 1, why: 'insulated' },
  thermal: { warmth: 1, why: 'made to keep warm' },
  sleeveless: { warmth: -1, why: 'bare arms are for heat' },
  strapless: { warmth: -1, avoid: ['funeral', 'interview', 'office'], why: 'bare shoulders are for heat and evenings' },
  mini: { warmth: -1, avoid: ['funeral', 'interview'], why: 'a mini is playful' },
  waterproof: { add: ['travel'], why: 'copes with any weather away' },
  running: { atMost: 1, add: ['gym'], why: 'made to run in' },
  yoga: { atMost: 1, add: ['gym'], why: 'made for the studio' },
  performance: { atMost: 1, add: ['gym'], why: 'technical sportswear' },
  athletic: { atMost: 1, add: ['gym'], why: 'technical sportswear' },
};

export interface CategoryRule {
  /** The base when no garment word is known. */
  default: GarmentEntry;
  /** Formality never above this for the category, whatever the words (activewear stays athleisure). */
  formalityAtMost?: number;
  /** Warmth never above this: only coats and boots are as warm as a winter coat. */
  warmthAtMost?: number;
  /** Occasions the category always suits, and those it never suits (training kit is not swimwear). */
  add?: readonly Occasion[];
  avoid?: readonly Occasion[];
  /** Only these occasions, whatever else the words say (sleepwear: lounge). */
  only?: readonly Occasion[];
}

/** Per catalogue category; an unknown category (e.g. an uploaded product) uses UNKNOWN_CATEGORY. */
export const CATEGORY_RULES: Readonly<Record<Category, CategoryRule>> = {
  Tops: { default: { formality: 2, warmth: 2, why: 'an unnamed top is casual and light' }, warmthAtMost: 4 },
  Bottoms: { default: { formality: 2, warmth: 3, yearRound: true, why: 'an unnamed bottom is casual, any season' }, warmthAtMost: 4 },
  Dresses: { default: { formality: 3, warmth: 2, why: 'an unnamed dress is smart-casual and light' }, warmthAtMost: 4 },
  Outerwear: { default: { formality: 2, warmth: 4, why: 'an unnamed coat or jacket is a warm layer' } },
  Shoes: { default: { formality: 2, warmth: 3, yearRound: true, why: 'unnamed shoes are casual, any season' } },
  Accessories: { default: { formality: 3, warmth: 3, yearRound: true, why: 'an accessory goes with anything' }, warmthAtMost: 4 },
  Bags: { default: { formality: 3, warmth: 3, yearRound: true, why: 'a bag goes with anything' } },
  Jewelry: { default: { formality: 3, warmth: 3, yearRound: true, why: 'jewellery finishes any season' } },
  Activewear: { default: { formality: 1, warmth: 2, why: 'activewear is athleisure' }, formalityAtMost: 1, warmthAtMost: 4, add: ['gym'], avoid: ['beach'] },
  Sleepwear: { default: { formality: 1, warmth: 2, why: 'sleepwear is for home' }, formalityAtMost: 1, warmthAtMost: 4, only: ['lounge'] },
};

export const UNKNOWN_CATEGORY: CategoryRule = { default: { formality: 2, warmth: 3, why: 'nothing says otherwise: casual, mid-weight' } };

/**
 * The formality band each occasion takes (and, for hot-weather ones, the most warmth): a piece
 * suits every occasion whose band holds it, plus its garment's and materials' additions, less their
 * exclusions. Gym and lounge come only from what a piece says it is for.
 */
export const OCCASION_BANDS: Readonly<Record<Occasion, { from: number; to: number; warmthAtMost?: number } | null>> = {
  'black-tie': { from: 5, to: 5 },
  'wedding-guest': { from: 4, to: 5 },
  party: { from: 4, to: 5 },
  interview: { from: 4, to: 4 },
  office: { from: 3, to: 4 },
  funeral: { from: 4, to: 4 },
  date: { from: 3, to: 4 },
  brunch: { from: 2, to: 3 },
  casual: { from: 1, to: 2 },
  travel: { from: 1, to: 2 },
  festival: { from: 1, to: 2, warmthAtMost: 3 },
  beach: { from: 1, to: 2, warmthAtMost: 2 },
  gym: null,
  lounge: null,
};

/** Seasons by warmth, for pieces not worn all year: sun-wear is summer's, a winter coat winter's. */
export const SEASONS_BY_WARMTH: Readonly<Record<number, readonly Season[]>> = {
  1: ['summer'], 2: ['spring', 'summer'], 3: ['spring', 'autumn'], 4: ['autumn', 'winter'], 5: ['winter'],
};
