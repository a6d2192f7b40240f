import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { frameMessageSchema, hostMessageSchema, popupMessageSchema } from '../shared/protocol.js';
import { readFrameMessage } from './guard.js';

const env = { ns: 'atelier-widget', v: 1 } as const;
const product = { id: 'p-1', name: 'Noir Tote', brand: 'Nord', price: 89, currency: 'USD', url: 'https://atelier.example/p/1', image: 'https://atelier.example/media/1.svg' };

const valid = [
  { ...env, type: 'ready' },
  { ...env, type: 'close' },
  { ...env, type: 'addToCart', product },
  { ...env, type: 'addToCart', product: { id: 'p', name: 'n', price: 0, currency: 'EUR' } },
  { ...env, type: 'error', code: 'invalid_identity', message: 'The shop\'s identity token has expired.' },
  { ...env, type: 'error', code: 'invalid_option', message: 'Ignored product.' },
  { ...env, type: 'unread', count: 0 },
  { ...env, type: 'unread', count: 3 },
  { ...env, type: 'unread', count: 99 },
  { ...env, type: 'shutdown' },
];

const forged = [
  null, 'ready', 42, [], {},
  { type: 'ready' },
  { ...env, v: 2, type: 'ready' },
  { ...env, ns: 'other', type: 'ready' },
  { ...env, type: 'openWallet' },
  { ...env, type: 'ready', extra: true },
  // The conversation never reaches the page.
  { ...env, type: 'message', role: 'assistant', text: 'Here are three pieces.' },
  { ...env, type: 'message', role: 'user', text: 'what is in my wardrobe?' },
  { ...env, type: 'addToCart', product: { ...product, price: -1 } },
  { ...env, type: 'addToCart', product: { ...product, price: Number.NaN } },
  { ...env, type: 'addToCart', product: { ...product, currency: 'usd' } },
  { ...env, type: 'addToCart', product: { ...product, url: 'javascript:alert(1)' } },
  { ...env, type: 'addToCart', product: { ...product, evil: '<img onerror>' } },
  { ...env, type: 'addToCart', product: { ...product, name: '' } },
  { ...env, type: 'error', code: '', message: 'x' },
  { ...env, type: 'error', code: 'rate_limited', message: 'Too fast.' },
  { ...env, type: 'error', code: 'invalid_identity', message: 'm'.repeat(501) },
  // An unread count is a number, never the words that were not read.
  { ...env, type: 'unread', count: 1.5 },
  { ...env, type: 'unread', count: -1 },
  { ...env, type: 'unread', count: 100 },
  { ...env, type: 'unread', count: '3' },
  { ...env, type: 'unread', count: 2, text: 'Your wardrobe: a navy blazer' },
  { ...env, type: 'shutdown', user: 'demo@atelier.local' },
];

describe('the loader guard for messages from the iframe', () => {
  it('accepts every kind of valid message, as the schema does', () => {
    for (const m of valid) {
      expect(frameMessageSchema.safeParse(m).success, JSON.stringify(m)).toBe(true);
      expect(readFrameMessage(m), JSON.stringify(m)).toEqual(m);
    }
  });

  it('refuses forged and malformed messages, as the schema does', () => {
    for (const m of forged) {
      expect(readFrameMessage(m), JSON.stringify(m)).toBeNull();
      expect(frameMessageSchema.safeParse(m).success, JSON.stringify(m)).toBe(false);
    }
  });

  it('never accepts what the schema refuses (random messages)', () => {
    const anyMessage = fc.record({
      ns: fc.oneof(fc.constant('atelier-widget'), fc.string()),
      v: fc.oneof(fc.constant(1), fc.integer()),
      type: fc.constantFrom('ready', 'close', 'message', 'addToCart', 'error', 'init'),
      role: fc.oneof(fc.constantFrom('user', 'assistant'), fc.string()),
      text: fc.string(),
      code: fc.oneof(fc.constantFrom('invalid_identity', 'invalid_option'), fc.string({ maxLength: 70 })),
      message: fc.string(),
      product: fc.oneof(fc.jsonValue(), fc.record({
        id: fc.string({ maxLength: 110 }), name: fc.string(), price: fc.oneof(fc.double(), fc.integer()), currency: fc.oneof(fc.constant('USD'), fc.string({ maxLength: 4 })),
        url: fc.oneof(fc.webUrl(), fc.string()), image: fc.oneof(fc.webUrl(), fc.string()), brand: fc.string(),
      }, { requiredKeys: ['id', 'name', 'price', 'currency'] })),
    }, { requiredKeys: ['ns', 'v', 'type'] });
    fc.assert(fc.property(anyMessage, (m) => {
      const read = readFrameMessage(m);
      if (read) expect(frameMessageSchema.safeParse(read).success).toBe(true);
      // And nothing the schema accepts as is gets refused.
      if (frameMessageSchema.safeParse(m).success) expect(read).toEqual(m);
    }), { numRuns: 1000 });
  });
});

describe('the iframe and popup schemas', () => {
  it('refuse unknown versions, extra keys and oversized text', () => {
    expect(hostMessageSchema.safeParse({ ...env, type: 'visibility', open: true }).success).toBe(true);
    expect(hostMessageSchema.safeParse({ ...env, v: 2, type: 'visibility', open: true }).success).toBe(false);
    expect(hostMessageSchema.safeParse({ ...env, type: 'reset', also: 'this' }).success).toBe(false);
    expect(hostMessageSchema.safeParse({ ...env, type: 'context', product: { name: 'Dress', image: 'javascript:alert(1)' } }).success).toBe(false);
    expect(hostMessageSchema.safeParse({ ...env, type: 'init', partner: 'pk_demo', product: null, jsonLd: [], pageUrl: 'https://shop.example/p', open: false, locale: 'en-GB' }).success).toBe(true);
    expect(hostMessageSchema.safeParse({ ...env, type: 'init', partner: 'pk_demo', product: null, jsonLd: [], pageUrl: 'https://shop.example/p', open: false, locale: '<script>' }).success).toBe(false);
    expect(popupMessageSchema.safeParse({ ...env, type: 'handoff', token: `wh_${'a'.repeat(43)}` }).success).toBe(true);
    expect(popupMessageSchema.safeParse({ ...env, type: 'handoff', token: 'wh_short' }).success).toBe(false);
  });
});
