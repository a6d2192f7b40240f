/**
 * The product on the shop page the widget sits on: "style this", "what goes with it?" complete a
 * look around it through the page's own tool (page_look), offered only in the widget. The tool
 * takes no input: the product comes from the page, never from the conversation.
 */
import { lookAnalysisSchema } from '../../../tools/looks/contracts.js';
import { examplesOf } from './lib/examples.js';
import { outputOf } from './lib/outputs.js';
import { callOf } from './lib/plan-core.js';
import { errorText, formatPrice } from './lib/reply-format.js';
import type { Skill } from './types.js';

/** The widget's tool for the page's product (server/ai/page-look.ts). */
export const PAGE_LOOK_TOOL = 'page_look';

/** Asking what goes with the product on the page, in the words shoppers use. */
const STYLE_THIS = /\b(style (this|it)|(go|goes|going) with (this|it)|(wear|pair|match|combine) (this|it|with (this|it))|(complete|finish|build) (a|the) look|what (should|can|could|would|do) i wear with|styling (this|it))\b/i;

const SLOT_WORD: Record<string, string> = {
  dress: 'A dress', top: 'A top', bottom: 'A bottom', outerwear: 'A layer', shoes: 'Shoes', bag: 'A bag', accessories: 'An accessory',
};

export const pageProductSkill: Skill = {
  id: 'pageProduct',
  summary: 'Style the product on the shop page the widget is on.',
  option: 'style the product on this page',
  examples: {
    pageProduct: examplesOf([
      '(style this|how do i style this|style it for me)',
      'what (goes|would go) with (this|it)',
      'what (should|can) i wear with (this|it)',
      '(complete|build) the look (with this|around this|)',
      '(pair|match) this with something',
    ]),
  },
  slots: [],
  kinds: ['page.look'],
  claims: (c) => c.offered.includes(PAGE_LOOK_TOOL) && STYLE_THIS.test(c.text),
  read: (c) => (c.offered.includes(PAGE_LOOK_TOOL) && STYLE_THIS.test(c.text) ? { kind: 'page.look' } : null),
  plan: (_r, ctx) => callOf(ctx.tools, PAGE_LOOK_TOOL, {}),
  speak(_r, o) {
    if (!('result' in o)) return '';
    const look = o.result.isError ? null : outputOf({ output: lookAnalysisSchema }, o.result.output);
    if (!look) return `Sorry, I couldn't style this piece: ${o.result.isError ? errorText(o.result.output) : 'the look could not be put together'}`;
    const productName = look.anchor?.name ?? 'this piece';
    const picks = look.missingPieces.flatMap((m) => {
      const best = [...m.alternatives].sort((a, b) => b.similarity - a.similarity)[0];
      return best ? [`${SLOT_WORD[m.slot] ?? m.category}: ${best.name} by ${best.brand}, ${formatPrice(best.price)}`] : [];
    }).slice(0, 5);
    if (!picks.length) return `I couldn't find pieces in the catalogue that go with the ${productName}.`;
    const owned = look.ownedPieces.map((p) => p.name);
    return [
      `Here's what goes with the ${productName}:`,
      ...picks.map((p, i) => `${i + 1}. ${p}`),
      ...(owned.length ? [`From your wardrobe: ${owned.join(', ')}.`] : []),
      'Each card has the other price levels; "Add to cart" puts a piece in your cart here.',
    ].join('\n');
  },
};
