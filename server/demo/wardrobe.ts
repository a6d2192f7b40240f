/**
 * The demo shopper's wardrobe: 25 pieces of a capsule that dresses the office, weekends, dinners and
 * a trip, and a photo of each. The photo is the catalogue's own drawing of that kind of piece in its
 * colour (server/media), rendered to PNG, so it goes through the upload pipeline like a shopper's
 * photo: decoded, measured and analysed. Same list, same pixels on every machine.
 */
import { loadSharp } from '../../tools/analysis/load-sharp.js';
import type { WardrobeAddInput } from '../../tools/wardrobe/contracts.js';
import { productSvg } from '../media/svg.js';
import { itemSlug } from '../media/items.js';
import type { Random } from './prng.js';

type Category = WardrobeAddInput['category'];

interface DemoPiece {
  name: string;
  category: Category;
  brand: string;
  /** The shopper's word for the colour, kept on the item. */
  color: string;
  /** The drawing's paint, when the word is not one of the drawing palette's (gold is drawn yellow). */
  paint?: string;
  /** [min, max] of what it cost, in dollars; the price is drawn from the seed. */
  price: readonly [number, number];
  tags?: readonly string[];
}

/** Five of each main kind, so every outfit slot and every trip day has something of the shopper's own. */
export const DEMO_WARDROBE: readonly DemoPiece[] = [
  { name: 'White Poplin Shirt', category: 'Tops', brand: 'COS', color: 'white', price: [60, 90], tags: ['office'] },
  { name: 'Black Merino Turtleneck', category: 'Tops', brand: 'Everlane', color: 'black', price: [70, 110] },
  { name: 'Cream Silk Blouse', category: 'Tops', brand: 'Arket', color: 'cream', price: [90, 140], tags: ['evening'] },
  { name: 'Grey Cashmere Sweater', category: 'Tops', brand: 'Everlane', color: 'grey', price: [120, 180] },
  { name: 'Navy Striped Tee', category: 'Tops', brand: 'Uniqlo', color: 'navy', price: [15, 30], tags: ['weekend'] },
  { name: 'Black Tailored Trousers', category: 'Bottoms', brand: 'COS', color: 'black', price: [80, 120], tags: ['office'] },
  { name: 'Blue Straight Jeans', category: 'Bottoms', brand: 'Levi\'s', color: 'blue', price: [70, 110], tags: ['weekend'] },
  { name: 'Camel Pleated Skirt', category: 'Bottoms', brand: 'Arket', color: 'camel', price: [60, 95] },
  { name: 'Beige Wide-Leg Trousers', category: 'Bottoms', brand: 'Mango', color: 'beige', price: [45, 70] },
  { name: 'Black Slip Dress', category: 'Dresses', brand: 'Reformation', color: 'black', price: [150, 220], tags: ['evening'] },
  { name: 'Navy Wrap Dress', category: 'Dresses', brand: 'Mango', color: 'navy', price: [60, 90] },
  { name: 'Burgundy Midi Dress', category: 'Dresses', brand: '& Other Stories', color: 'burgundy', price: [90, 130] },
  { name: 'Camel Wool Overcoat', category: 'Outerwear', brand: 'COS', color: 'camel', price: [220, 320] },
  { name: 'Beige Trench Coat', category: 'Outerwear', brand: 'Arket', color: 'beige', price: [180, 260] },
  { name: 'Black Leather Moto Jacket', category: 'Outerwear', brand: 'AllSaints', color: 'black', price: [300, 420] },
  { name: 'Navy Blazer', category: 'Outerwear', brand: 'Everlane', color: 'navy', price: [150, 210], tags: ['office'] },
  { name: 'Black Leather Loafers', category: 'Shoes', brand: 'Everlane', color: 'black', price: [120, 170] },
  { name: 'White Leather Sneakers', category: 'Shoes', brand: 'Veja', color: 'white', price: [120, 160], tags: ['weekend'] },
  { name: 'Brown Ankle Boots', category: 'Shoes', brand: 'Arket', color: 'brown', price: [140, 200] },
  { name: 'Black Slingback Heels', category: 'Shoes', brand: '& Other Stories', color: 'black', price: [90, 130], tags: ['evening'] },
  { name: 'Black Leather Tote', category: 'Bags', brand: 'COS', color: 'black', price: [120, 180], tags: ['office'] },
  { name: 'Camel Crossbody Bag', category: 'Bags', brand: 'Mango', color: 'camel', price: [50, 80] },
  { name: 'Grey Wool Scarf', category: 'Accessories', brand: 'Acne Studios', color: 'grey', price: [90, 140] },
  { name: 'Brown Leather Belt', category: 'Accessories', brand: 'Arket', color: 'brown', price: [35, 55] },
  { name: 'Gold Hoop Earrings', category: 'Jewelry', brand: 'Mejuri', color: 'gold', paint: 'yellow', price: [60, 90] },
];

/** A price in whole dollars from the piece's range, drawn from the seed. */
export const demoPrice = (piece: DemoPiece, rng: Random): number => rng.int(piece.price[0], piece.price[1]);

/** The piece's photo as PNG bytes: the drawing of its kind, in its colour, on seamless paper. */
export const demoPhoto = async (piece: DemoPiece): Promise<Buffer> => {
  const sharp = await loadSharp();
  const slug = itemSlug(piece.name);
  const svg = productSvg(`wardrobe-${slug}`, piece.category, piece.paint ?? piece.color, slug);
  return sharp(Buffer.from(svg)).png().toBuffer();
};
