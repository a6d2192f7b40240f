/**
 * Replies about the wardrobe, outfits, looks and photos, written only from what those tools (and
 * the look-ups before them) returned: piece names, where each piece comes from, prices, scores.
 */
import { completionScore, outfitPieces } from '../../../../tools/outfits/rules.js';
import { outfitsComposeOutputSchema, outfitsSuggestOutputSchema, type OutfitsSuggestOutput } from '../../../../tools/outfits/contracts.js';
import { lookAnalysisSchema } from '../../../../tools/looks/contracts.js';
import { aroundPhrase, builtText, composeText, lookText, slotText, suggestionWhy, type BuiltPiece } from './reply-outfits.js';
import { confidenceBand } from '../../../../tools/analysis/contracts.js';
import { outfitOfInput, outfitShownBy } from './pieces.js';
import { isTool, type SeenResult } from './plan-core.js';
import type { Outcome } from './request.js';
import { errorText, formatPrice, isRecord, plural, records } from './reply-format.js';
import type { OutfitRequest } from './understand-outfits.js';
import type { WardrobeRequest } from './understand-wardrobe.js';
import type { Request } from './request.js';

const KINDS = new Set([
  'wardrobe.list', 'wardrobe.add', 'wardrobe.update', 'wardrobe.remove', 'outfit.build', 'look.complete', 'outfits.save', 'outfits.list',
  'outfits.remove', 'styleDna.analyze',
]);

/** Every piece any look-up or step of this turn named, by id, with its price and where it is from. */
const namesIn = (steps: readonly SeenResult[]): Map<string, { name: string; price: number | null }> => {
  const names = new Map<string, { name: string; price: number | null }>();
  for (const s of steps) {
    if (s.isError || !isRecord(s.output)) continue;
    const out = s.output;
    for (const i of [...records(out.items), ...records(out.products), ...records(out.suggestions)]) {
      const name = i.item_name ?? i.product_name ?? i.name;
      const price = typeof i.price === 'number' ? i.price : null;
      if (typeof i.id === 'string' && typeof name === 'string') names.set(i.id, { name, price });
    }
  }
  return names;
};

const itemLine = (i: Record<string, unknown>, n: number) => {
  const extra = [i.category, i.brand, formatPrice(i.purchase_price)].filter((x) => typeof x === 'string' && x).join(', ');
  return `${n}. ${String(i.item_name)}${extra ? ` \u2014 ${extra}` : ''}`;
};

/** An outfits.suggest call's parsed output, or null when it failed or does not parse. */
const suggestOutput = (s: SeenResult): OutfitsSuggestOutput | null => {
  if (s.isError) return null;
  const parsed = outfitsSuggestOutputSchema.safeParse(s.output);
  return parsed.success ? parsed.data : null;
};

/** One outfit from outfits.compose, read through its own contract. */
const composeReply = (final: SeenResult): string => {
  const parsed = outfitsComposeOutputSchema.safeParse(final.output);
  return parsed.success ? composeText(parsed.data) : 'I couldn\u2019t put an outfit together.';
};

const wants = (name: string, garment: string) => name.toLowerCase().includes(garment);

const buildReply = (r: Extract<OutfitRequest, { kind: 'outfit.build' }>, final: SeenResult, steps: readonly SeenResult[]): string => {
  if (isTool(final, 'outfits.compose') && !final.isError) return composeReply(final);
  const names = namesIn(steps);
  // A swap keeps the rest of the outfit shown: those pieces by the names it showed them with.
  const kept = new Set((r.kept ?? []).map((p) => p.id));
  for (const p of r.kept ?? []) if (!names.has(p.id)) names.set(p.id, { name: p.name, price: null });
  // A piece just shown that the outfit is built around was no step of this turn: its name as shown.
  for (const a of r.anchors) if (a.shown && !names.has(a.shown.id)) names.set(a.shown.id, { name: a.shown.name, price: a.shown.price ?? null });
  const suggests = steps.filter((s) => isTool(s, 'outfits.suggest') && !s.isError && isRecord(s.output));
  // The named pieces are what the first step was given.
  const anchors = suggests[0] ? outfitPieces(outfitOfInput(suggests[0].input)).map((p) => p.piece) : [];
  const around = aroundPhrase(anchors.map((p) => ({ name: names.get(p.id)?.name ?? p.name, source: p.source })));
  // A swap never offers back the piece it replaces.
  const replaced = new Set(r.replacing ?? []);
  const outputs = suggests.map(suggestOutput).filter((o): o is OutfitsSuggestOutput => o !== null)
    .map((o) => (replaced.size ? { ...o, suggestions: o.suggestions.filter((s) => !replaced.has(s.id)) } : o))
    // "swap the sneakers for boots": the pieces of the garment named first.
    .map((o) => (r.wanted ? { ...o, suggestions: [...o.suggestions].sort((a, b) => Number(wants(b.name, r.wanted!)) - Number(wants(a.name, r.wanted!))) } : o));
  if (r.slots.length === 1 && outputs.length === 1) return slotText(outputs[0]!, around);
  const last = suggests.at(-1) ?? final;
  const shown = outfitShownBy(last);
  if (!shown) return 'I couldn\u2019t put an outfit together.';
  // Why each piece is there: the suggestion that brought it (its reason), or the shopper's own choice.
  const reasons = new Map<string, string>();
  for (const o of outputs) {
    const first = o.suggestions[0];
    if (first) reasons.set(`${first.source}:${first.id}`, suggestionWhy(first, o.applied));
  }
  const anchorKeys = new Set(anchors.map((p) => `${p.source}:${p.id}`));
  const pieces: BuiltPiece[] = outfitPieces(shown).map(({ slot, piece }) => {
    const key = `${piece.source}:${piece.id}`;
    const known = names.get(piece.id);
    return {
      slot, name: known?.name ?? piece.name, source: piece.source, price: known?.price ?? piece.price ?? null,
      why: kept.has(piece.id) ? 'kept from the outfit' : anchorKeys.has(key) ? 'the piece you chose' : reasons.get(key) ?? '',
    };
  });
  // The runner-up of the steps, in order, as what else to consider.
  const also: BuiltPiece[] = outputs.flatMap((o) => o.suggestions.slice(1, 2).map((s) => ({
    slot: o.slot, name: s.name, source: s.source, price: s.price, why: suggestionWhy(s, o.applied),
  })));
  const empty = outputs.filter((o) => !o.suggestions.length).map((o) => o.slot);
  const lastOut = outputs.at(-1);
  return builtText(pieces, around, completionScore(shown), {
    ...(lastOut?.applied ? { applied: lastOut.applied } : {}),
    relaxed: outputs.flatMap((o) => o.relaxed ?? []), also, empty,
  });
};

const lookReply = (out: unknown): string => {
  const parsed = lookAnalysisSchema.safeParse(out);
  return parsed.success ? lookText(parsed.data) : 'I couldn\u2019t complete that look.';
};

const analysisReply = (r: Extract<OutfitRequest, { kind: 'styleDna.analyze' }>, out: Record<string, unknown>): string => {
  const what = r.latest ? `Your last ${r.latest} photos` : 'Your latest photo';
  const score = typeof out.confidence_score === 'number' ? out.confidence_score : 0;
  const palette = records(out.color_palette).slice(0, 4).map((c) => `${String(c.name)} ${Math.round(Number(c.share) * 100)}%`);
  const lines = [`${what} reads as ${String(out.aesthetic_category)} (confidence ${Math.round(score * 100)}%, ${confidenceBand(score)}).`];
  if (palette.length) lines.push(`Colours: ${palette.join(', ')}.`);
  const elements = Array.isArray(out.style_elements) ? out.style_elements.slice(0, 5) : [];
  if (elements.length) lines.push(`Style elements: ${elements.join(', ')}.`);
  const influencers = records(out.matched_influencers).map((m) => `@${String(m.handle)} (${Math.round(Number(m.similarity_score) * 100)}%)`);
  if (influencers.length) lines.push(`Closest influencers: ${influencers.join(', ')}.`);
  return lines.join('\n');
};

/** The name of the item a look-up listed with this id. */
const listedName = (steps: readonly SeenResult[] | undefined, id: unknown, key: string): string | undefined => {
  for (const s of steps ?? []) {
    const found = isRecord(s.output) ? records(s.output[key]).find((i) => i.id === id) : undefined;
    if (found) return String(found.item_name ?? found.name);
  }
  return undefined;
};

const CHANGE_WORDS: Record<string, string> = { item_name: 'name', color: 'colour', brand: 'brand', purchase_price: 'price' };

const unmatchedText = (r: WardrobeRequest | OutfitRequest, what: string): string => {
  if (r.kind === 'look.complete' && r.source.from === 'photo') return 'I found no photo in your wardrobe to start a look from. Add a piece by photo on your wardrobe page first.';
  if (r.kind === 'look.complete' && r.source.from === 'post') return what ? `I couldn\u2019t find a post by ${what} among the latest posts.` : 'Which post? Ask for the latest posts first.';
  if (r.kind === 'outfits.remove') return what ? `You have no saved outfit called \u201c${what}\u201d. Say \u201cmy outfits\u201d to see them.` : 'Which outfit? Say \u201cmy outfits\u201d to see them.';
  const anchored = 'anchors' in r ? r.anchors.find((a) => a.text === what) : undefined;
  if (anchored && !anchored.owned) return `I couldn\u2019t find \u201c${what}\u201d in the catalogue.`;
  if (anchored) return `I couldn\u2019t find \u201c${what}\u201d in your wardrobe or dressing room. Say \u201cwhat\u2019s in my wardrobe?\u201d to see what\u2019s there.`;
  if ('anchors' in r) return `${what} can\u2019t go in an outfit slot.`;
  return `I couldn\u2019t find \u201c${what}\u201d in your wardrobe. Say \u201cwhat\u2019s in my wardrobe?\u201d to see what\u2019s there.`;
};

const askText = (r: WardrobeRequest | OutfitRequest): string => {
  switch (r.kind) {
    case 'wardrobe.add': return `What kind of piece is ${r.described ? `\u201c${r.described}\u201d` : 'it'}? Name the garment, e.g. \u201cadd a grey wool coat to my wardrobe\u201d.`;
    case 'outfits.save': return 'Which outfit? Ask me for one first (\u201cwhat goes with my white sneakers?\u201d) or name the pieces (\u201csave my white shirt with my blue jeans as an outfit\u201d).';
    default: return 'Which look? Name your pieces, e.g. \u201ccomplete my look with my white sneakers\u201d, or ask for an outfit first.';
  }
};

/** The reply for a wardrobe, outfit, look or photo request, or null when the request is none of these. */
export const wardrobeSentence = (req: Request, o: Outcome): string | null => {
  if (!KINDS.has(req.kind)) return null;
  const r = req as WardrobeRequest | OutfitRequest;
  if ('ask' in o) return askText(r);
  if ('ambiguous' in o) return `Which one do you mean: ${o.ambiguous.join(', ')}?`;
  if ('unmatched' in o) return unmatchedText(r, o.unmatched);
  if ('missing' in o) {
    if (o.missing === 'tool') return 'I can\u2019t do that here.';
    if (r.kind === 'look.complete' && r.source.from === 'post') return 'I don\u2019t have any posts to pick from yet \u2014 ask for the latest posts first.';
    return 'I don\u2019t have any products to pick from yet \u2014 ask me to find something first.';
  }
  if ('none' in o) return r.kind === 'outfit.build' ? 'That outfit has nothing left to add.' : '';
  if (!('result' in o)) return '';
  const { output, isError } = o.result;
  if (isError) return `I couldn\u2019t do that: ${errorText(output)}`;
  const out = isRecord(output) ? output : {};
  switch (r.kind) {
    case 'wardrobe.list': {
      const items = records(out.items);
      if (!items.length) {
        return out.total === 0
          ? 'Your wardrobe is empty. Say \u201cadd a grey wool coat to my wardrobe\u201d to add a piece.'
          : `You have no ${r.phrase} in your wardrobe.`;
      }
      const lines = items.slice(0, 20).map((i, n) => itemLine(i, n + 1));
      const more = items.length > 20 ? `\n\u2026and ${items.length - 20} more.` : '';
      const head = r.query || r.category ? `Your ${r.phrase} (${items.length}):` : `Your wardrobe has ${plural(items.length, 'piece')}:`;
      return `${head}\n${lines.join('\n')}${more}`;
    }
    case 'wardrobe.add': {
      const item = isRecord(out.item) ? out.item : {};
      return `Added ${String(item.item_name)} (${String(item.category)}) to your wardrobe.`;
    }
    case 'wardrobe.update': {
      const item = isRecord(out.item) ? out.item : {};
      const changed = Object.entries(r.changes).map(([k, v]) => `${CHANGE_WORDS[k] ?? k} ${k === 'purchase_price' ? formatPrice(v) : String(v)}`);
      return `Updated ${String(item.item_name)}: ${changed.join(', ')}.`;
    }
    case 'wardrobe.remove': return `Removed ${listedName(o.steps, out.removed, 'items') ?? 'that piece'} from your wardrobe.`;
    case 'outfit.build': return buildReply(r, o.result, o.steps ?? [o.result]);
    case 'look.complete': return lookReply(output);
    case 'outfits.save': {
      const outfit = isRecord(out.outfit) ? out.outfit : {};
      const slots = isRecord(outfit.slots) ? outfit.slots : {};
      const pieces = [...['dress', 'top', 'bottom', 'outerwear', 'shoes', 'bag'].map((k) => slots[k]), ...records(slots.accessories)].filter(isRecord).map((p) => String(p.name));
      return `Saved \u201c${String(outfit.name)}\u201d (completion ${String(outfit.completion_score)}/100): ${pieces.join(', ')}.`;
    }
    case 'outfits.list': {
      const outfits = records(out.outfits);
      if (!outfits.length) return 'You have no saved outfits yet. Ask me for one (\u201cwhat goes with my white sneakers?\u201d) and say \u201csave this outfit\u201d.';
      const lines = outfits.slice(0, 20).map((o2, n) => {
        const slots = isRecord(o2.slots) ? o2.slots : {};
        const pieces = [...['dress', 'top', 'bottom', 'outerwear', 'shoes', 'bag'].map((k) => slots[k]), ...records(slots.accessories)].filter(isRecord).map((p) => String(p.name));
        return `${n + 1}. ${String(o2.name)} \u2014 ${String(o2.completion_score)}/100${pieces.length ? ` (${pieces.join(', ')})` : ''}`;
      });
      const total = typeof out.total === 'number' ? out.total : outfits.length;
      return `You have ${plural(total, 'saved outfit')}:\n${lines.join('\n')}`;
    }
    case 'outfits.remove': return `Deleted your outfit ${listedName(o.steps, out.removed, 'outfits') ?? 'that outfit'}.`;
    case 'styleDna.analyze': return analysisReply(r, out);
  }
};
