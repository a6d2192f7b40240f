import { describe, expect, it } from 'vitest';
import { cardsOf, cartProductOf } from './cards.js';
import { cartProductSchema } from '../shared/protocol.js';
import { applyChunk, fromStored, textOf, type ChatMessage } from './messages.js';

const empty = (): ChatMessage => ({ id: 'local', role: 'assistant', parts: [] });

describe('the reply model', () => {
  it('builds a reply from the UI message stream: tool calls, results and text in order', () => {
    const chunks = [
      { type: 'start', messageId: 'm1' }, { type: 'start-step' },
      { type: 'tool-input-available', toolCallId: 'c1', toolName: 'products_search', input: { text: 'black' } },
      { type: 'tool-output-available', toolCallId: 'c1', output: { products: [] } },
      { type: 'text-start', id: 't' }, { type: 'text-delta', id: 't', delta: 'Here ' }, { type: 'text-delta', id: 't', delta: 'you go.' }, { type: 'text-end', id: 't' },
      { type: 'some-future-chunk', data: 1 }, 'garbage', null, { type: 'finish' },
    ];
    const reply = chunks.reduce(applyChunk, empty());
    expect(reply.id).toBe('m1');
    expect(reply.parts).toEqual([
      { kind: 'tool', id: 'c1', name: 'products_search', state: 'done', output: { products: [] }, input: { text: 'black' } },
      { kind: 'text', id: 't', text: 'Here you go.' },
    ]);
    expect(textOf(reply)).toBe('Here you go.');
  });

  it('shows a change waiting for an answer, then the answer: approved and done, or denied', () => {
    const asked = [
      { type: 'start', messageId: 'm2' },
      { type: 'tool-input-available', toolCallId: 'c9', toolName: 'sources_add', input: { text: 'add @zara' } },
      { type: 'tool-approval-request', approvalId: 'ap1', toolCallId: 'c9' },
      { type: 'finish' },
    ].reduce(applyChunk, empty());
    expect(asked.parts).toEqual([{ kind: 'tool', id: 'c9', name: 'sources_add', state: 'approval', input: { text: 'add @zara' }, approvalId: 'ap1' }]);
    // The continued reply after Approve: the same message, the call's result, then words.
    const done = [{ type: 'start', messageId: 'm2' }, { type: 'tool-output-available', toolCallId: 'c9', output: { added: ['zara'] } }].reduce(applyChunk, asked);
    expect(done.parts[0]).toMatchObject({ state: 'done', approvalId: 'ap1' });
    const denied = [{ type: 'tool-output-denied', toolCallId: 'c9' }].reduce(applyChunk, asked);
    expect(denied.parts[0]).toMatchObject({ state: 'denied' });
    const stored = fromStored({ id: 'm2', role: 'assistant', parts: [{ type: 'tool-sources_add', toolCallId: 'c9', state: 'approval-requested', input: { text: 'add @zara' }, approval: { id: 'ap1' } }] });
    expect(stored!.parts[0]).toMatchObject({ state: 'approval', approvalId: 'ap1', input: { text: 'add @zara' } });
    expect(fromStored({ id: 'm', role: 'assistant', parts: [{ type: 'tool-sources_add', toolCallId: 'c', state: 'output-denied', input: {}, approval: { id: 'a', approved: false } }] })!.parts[0]).toMatchObject({ state: 'denied' });
  });

  it('marks failed tool calls and keeps deltas that arrive without a start', () => {
    const reply = [
      { type: 'tool-input-start', toolCallId: 'c', toolName: 'page_look' },
      { type: 'tool-output-error', toolCallId: 'c', errorText: 'no look' },
      { type: 'text-delta', id: 'x', delta: 'Sorry.' },
    ].reduce(applyChunk, empty());
    expect(reply.parts).toEqual([{ kind: 'tool', id: 'c', name: 'page_look', state: 'error', error: 'no look' }, { kind: 'text', id: 'x', text: 'Sorry.' }]);
  });

  it('reads stored messages and drops what it cannot show', () => {
    expect(fromStored({ id: 'a', role: 'assistant', parts: [{ type: 'step-start' }, { type: 'tool-products_search', toolCallId: 'c', state: 'output-available', output: { products: [] } }, { type: 'text', text: 'Hi' }] }))
      .toEqual({ id: 'a', role: 'assistant', parts: [{ kind: 'tool', id: 'c', name: 'products_search', state: 'done', output: { products: [] }, error: undefined }, { kind: 'text', id: 't2', text: 'Hi' }] });
    expect(fromStored({ role: 'system', parts: [] })).toBeNull();
    expect(fromStored('nope')).toBeNull();
  });
});

describe('cards from tool results', () => {
  const origin = 'https://atelier.example';
  it('reads catalogue rows, making URLs absolute and dropping unsafe ones', () => {
    const cards = cardsOf('products_search', { products: [
      { id: 'p1', product_name: 'Noir Tote', brand: 'Nord', price: 89, image_url: '/media/products/p1.svg', product_url: 'https://shop.example/p1', affiliate_url: null },
      { id: 'p2', product_name: 'Bad', price: 10, image_url: 'javascript:alert(1)', product_url: 'data:text/html,x' },
      { id: 'p3', product_name: 'No price' },
      { id: 'p1', product_name: 'Noir Tote again', price: 89 },
    ] }, origin);
    expect(cards).toEqual([
      { id: 'p1', name: 'Noir Tote', brand: 'Nord', price: 89, currency: 'USD', image: 'https://atelier.example/media/products/p1.svg', url: 'https://shop.example/p1' },
      { id: 'p2', name: 'Bad', price: 10, currency: 'USD' },
    ]);
  });

  it('reads a look\'s alternatives per missing piece, labelled', () => {
    const cards = cardsOf('page_look', { missingPieces: [
      { slot: 'shoes', category: 'Shoes', alternatives: [{ productId: 's1', name: 'Loafers', brand: 'B', price: 60, priceLevel: 'budget', imageUrl: null, retailerUrl: 'https://r.example/s1' }] },
      { slot: 'bag', category: 'Bags', alternatives: 'not a list' },
    ] }, origin);
    expect(cards).toEqual([{ id: 's1', name: 'Loafers', brand: 'B', price: 60, currency: 'USD', url: 'https://r.example/s1', note: 'Shoes · budget' }]);
    expect(cardsOf('page_look', null, origin)).toEqual([]);
  });

  it('links a catalogue piece to its page on Atelier, and nothing else', () => {
    const id = '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c';
    const [searched] = cardsOf('products_search', { products: [{ id, product_name: 'Wool Coat', price: 240, product_url: `/demo-retailer/${id}` }] }, origin);
    expect(searched).toMatchObject({ page: `${origin}/products/${id}`, url: `${origin}/demo-retailer/${id}` });
    const [alternative] = cardsOf('page_look', { missingPieces: [{ slot: 'shoes', alternatives: [{ productId: id, name: 'Loafers', price: 60 }] }] }, origin);
    expect(alternative?.page).toBe(`${origin}/products/${id}`);
    const [similar] = cardsOf('products_similar', { products: [{ id, product_name: 'Wool Coat', price: 240, match: { percent: 41, label: '41% match', reason: null } }] }, origin);
    expect(similar).toMatchObject({ page: `${origin}/products/${id}`, match: '41% match' });
    // A saved piece is not a catalogue row, and an id that is not a product's gets no page.
    expect(cardsOf('dressingRoom_list', { items: [{ id, name: 'Mine', price: 10 }] }, origin)[0]?.page).toBeUndefined();
    expect(cardsOf('products_search', { products: [{ id: 'p1', product_name: 'Odd', price: 10 }] }, origin)[0]?.page).toBeUndefined();
  });

  it('hands the shop\'s cart the product only, in the shape the page accepts', () => {
    const id = '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c';
    const [card] = cardsOf('recommendations_feed', { items: [{ id, product_name: 'Wool Coat', brand: 'Forma', price: 240, match_label: '64% match', product_url: `/demo-retailer/${id}` }] }, origin);
    expect(card).toMatchObject({ match: '64% match', page: `${origin}/products/${id}` });
    const product = cartProductOf(card!);
    expect(cartProductSchema.safeParse(product).success).toBe(true);
    expect(product).toEqual({ id, name: 'Wool Coat', brand: 'Forma', price: 240, currency: 'USD', url: `${origin}/demo-retailer/${id}` });
  });

  it('carries the tool\'s match label, the same words the app shows, and nothing when there is none', () => {
    const cards = cardsOf('recommendations_feed', { items: [
      { id: 'f1', product_name: 'Wool Coat', price: 240, match_percent: 64, match_label: '64% match' },
      { id: 'f2', product_name: 'Linen Shirt', price: 40, match_percent: null, match_label: 'New to you' },
      { id: 'f3', product_name: 'Old Row', price: 40 },
    ] }, origin);
    expect(cards.map((c) => c.match)).toEqual(['64% match', 'New to you', undefined]);
  });
});
