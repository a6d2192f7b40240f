import { describe, expect, it } from 'vitest';
import { FRAME_EVENT_TYPES, frameMessageSchema, hostMessageSchema } from './protocol.js';

const env = { ns: 'atelier-widget', v: 1 } as const;
const init = { ...env, type: 'init', partner: 'pk_demo', product: null, jsonLd: [], pageUrl: 'https://shop.example/p', open: false };

describe('the trust boundary: what the partner\'s page may tell the iframe', () => {
  it('is product context and UI commands only', () => {
    for (const m of [
      init,
      { ...env, type: 'visibility', open: true },
      { ...env, type: 'context', product: { name: 'Linen Dress', price: 129, currency: 'USD' } },
      { ...env, type: 'context', product: null },
      { ...env, type: 'reset' },
      { ...env, type: 'identify', identityToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhbm5lIn0.sig' },
      { ...env, type: 'shutdown' },
      { ...env, type: 'context', product: null, jsonLd: ['{"@type":"Product","name":"Coat"}'], pageUrl: 'https://shop.example/coat' },
    ]) expect(hostMessageSchema.safeParse(m).success, JSON.stringify(m)).toBe(true);
  });

  it('says who the customer is only with the partner\'s signed token, never by name, and never with words', () => {
    for (const m of [
      { ...env, type: 'identify', identityToken: '' },
      { ...env, type: 'identify', identityToken: 'x'.repeat(4097) },
      { ...env, type: 'identify', userId: 'anne', email: 'anne@shop.example' },
      { ...env, type: 'identify', identityToken: 'eyJ.a.b', text: 'what is in my wardrobe?' },
      { ...env, type: 'shutdown', text: 'save the third one' },
      { ...env, type: 'shutdown', approval: { id: 'aitxt-1', approved: true } },
      { ...env, type: 'context', product: null, jsonLd: ['x'.repeat(100_001)], pageUrl: 'https://shop.example/' },
      { ...env, type: 'context', product: null, pageUrl: 'javascript:alert(1)' },
    ]) expect(hostMessageSchema.safeParse(m).success, JSON.stringify(m).slice(0, 120)).toBe(false);
  });

  it('never speaks as the shopper, nor answers a change for them', () => {
    for (const m of [
      { ...env, type: 'send', text: 'what is in my wardrobe?' },
      { ...env, type: 'send', text: 'save the third one' },
      { ...env, type: 'approval', id: 'aitxt-1', approved: true },
      { ...env, type: 'approve', approvalId: 'aitxt-1' },
      { ...env, type: 'answer', approval: { id: 'aitxt-1', approved: true } },
      { ...env, type: 'context', product: null, text: 'save the third one' },
      { ...env, type: 'visibility', open: true, approval: { id: 'aitxt-1', approved: true } },
      { ...init, text: 'what is in my wardrobe?' },
    ]) expect(hostMessageSchema.safeParse(m).success, JSON.stringify(m)).toBe(false);
  });
});

describe('the trust boundary: what the iframe may tell the partner\'s page', () => {
  it('is only ready, close, an unread count, the product the shopper added to the cart, the page\'s own mistakes and shutdown done', () => {
    expect([...FRAME_EVENT_TYPES]).toEqual(['ready', 'close', 'unread', 'addToCart', 'error', 'shutdown']);
    expect(frameMessageSchema.safeParse({ ...env, type: 'unread', count: 2 }).success).toBe(true);
    expect(frameMessageSchema.safeParse({ ...env, type: 'shutdown' }).success).toBe(true);
    expect(frameMessageSchema.safeParse({ ...env, type: 'addToCart', product: { id: 'p1', name: 'Noir Tote', price: 89, currency: 'USD' } }).success).toBe(true);
    expect(frameMessageSchema.safeParse({ ...env, type: 'error', code: 'invalid_identity', message: 'The shop\'s identity token has expired.' }).success).toBe(true);
    expect(frameMessageSchema.safeParse({ ...env, type: 'error', code: 'invalid_option', message: 'Ignored product.' }).success).toBe(true);
  });

  it('carries no words of the conversation and no error of the shopper\'s own', () => {
    for (const m of [
      { ...env, type: 'message', role: 'assistant', text: 'Your wardrobe: a navy blazer, white jeans…' },
      { ...env, type: 'message', role: 'user', text: 'what is in my wardrobe?' },
      { ...env, type: 'error', code: 'chat_failed', message: 'Sorry, I hit a snag.' },
      { ...env, type: 'error', code: 'sign_in_failed', message: 'Signing in did not work.' },
      { ...env, type: 'error', code: 'approval_not_found', message: 'No change with that id is waiting.' },
      { ...env, type: 'close', text: 'Your trips: Lisbon, 3–7 June' },
      { ...env, type: 'unread', count: 1, text: 'Here are three pieces.' },
      { ...env, type: 'unread', count: 1.5 },
      { ...env, type: 'unread', count: 100 },
      { ...env, type: 'shutdown', who: { kind: 'customer', name: 'Anne' } },
      { ...env, type: 'addToCart', product: { id: 'p1', name: 'Noir Tote', price: 89, currency: 'USD', wardrobe: ['navy blazer'] } },
    ]) expect(frameMessageSchema.safeParse(m).success, JSON.stringify(m)).toBe(false);
  });
});
