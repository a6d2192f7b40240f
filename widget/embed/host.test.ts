import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostMessageSchema, type FrameMessageBody } from '../shared/protocol.js';
import { hostBridge, withoutBadOptions } from './host.js';

const init = { ns: 'atelier-widget', v: 1, type: 'init', partner: 'pk_demo', product: null, jsonLd: [], pageUrl: 'https://shop.example/p', open: false };

describe('a page\'s bad options', () => {
  it('are dropped one by one so the chat still starts, and named', () => {
    const { data, dropped } = withoutBadOptions({ ...init, product: { name: 'Dress', price: '12' }, locale: '<script>', themeColor: 'red', identityToken: 'eyJ.ok.sig' });
    expect(dropped).toEqual(['product', 'locale', 'themeColor']);
    expect(hostMessageSchema.parse(data)).toMatchObject({ type: 'init', product: null, identityToken: 'eyJ.ok.sig' });
    expect(withoutBadOptions({ ...init, locale: 'en-GB', themeColor: '#112233' }).dropped).toEqual([]);
  });

  it('never rescue what is not an init or a context, nor a forged envelope', () => {
    expect(hostMessageSchema.safeParse(withoutBadOptions({ ...init, v: 2 }).data).success).toBe(false);
    expect(hostMessageSchema.safeParse(withoutBadOptions({ ...init, partner: 42 }).data).success).toBe(false);
    expect(withoutBadOptions({ ns: 'atelier-widget', v: 1, type: 'reset', text: 'x' }).dropped).toEqual([]);
    const context = withoutBadOptions({ ns: 'atelier-widget', v: 1, type: 'context', product: { name: 'Evil', image: 'javascript:alert(1)' } });
    expect(context.dropped).toEqual(['product']);
    expect(hostMessageSchema.parse(context.data)).toMatchObject({ type: 'context', product: null });
  });
});

/** The iframe's bridge in a page framed by https://shop.example, with the browser's globals stood in for. */
const framedBy = (origin: string) => {
  const posted: { data: unknown; origin: string }[] = [];
  const parent = { postMessage: (data: unknown, to: string) => posted.push({ data, origin: to }) };
  let onMessage: ((e: MessageEvent) => void) | undefined;
  vi.stubGlobal('window', { parent });
  vi.stubGlobal('location', { ancestorOrigins: [origin] });
  vi.stubGlobal('document', { referrer: '' });
  vi.stubGlobal('addEventListener', (type: string, fn: (e: MessageEvent) => void) => { if (type === 'message') onMessage = fn; });
  vi.stubGlobal('removeEventListener', () => { onMessage = undefined; });
  const bridge = hostBridge([origin]);
  const heard: unknown[] = [];
  bridge.listen((m) => heard.push(m));
  const fromPage = (data: unknown) => onMessage!({ data, origin, source: parent } as unknown as MessageEvent);
  const fromElsewhere = (data: unknown, from: string, source: unknown) => onMessage!({ data, origin: from, source } as unknown as MessageEvent);
  return { bridge, posted, heard, fromPage, fromElsewhere, parent };
};

describe('the iframe\'s bridge to the partner\'s page (the trust boundary)', () => {
  afterEach(() => { vi.unstubAllGlobals(); });

  it('hears product context and UI commands, and never a message or an answer said for the shopper', () => {
    const { heard, fromPage } = framedBy('https://shop.example');
    const env = { ns: 'atelier-widget', v: 1 };
    fromPage({ ...env, type: 'send', text: 'what is in my wardrobe?' });
    fromPage({ ...env, type: 'approval', id: 'aitxt-1', approved: true });
    fromPage({ ...env, type: 'answer', approval: { id: 'aitxt-1', approved: true } });
    expect(heard).toEqual([]);
    fromPage({ ...env, type: 'identify', identityToken: 'eyJ.a.b', text: 'what is in my wardrobe?' });
    fromPage({ ...env, type: 'identify', customer: 'anne' });
    fromPage({ ...env, type: 'shutdown', approval: { id: 'aitxt-1', approved: true } });
    expect(heard).toEqual([]);
    fromPage({ ...env, type: 'context', product: { name: 'Linen Dress' } });
    fromPage({ ...env, type: 'visibility', open: true });
    fromPage({ ...env, type: 'identify', identityToken: 'eyJ.a.b' });
    fromPage({ ...env, type: 'shutdown' });
    expect(heard).toEqual([
      { ...env, type: 'context', product: { name: 'Linen Dress' } }, { ...env, type: 'visibility', open: true },
      { ...env, type: 'identify', identityToken: 'eyJ.a.b' }, { ...env, type: 'shutdown' },
    ]);
  });

  it('drops an identify or shutdown from another window or origin, even a well-formed one', () => {
    const { heard, fromElsewhere, parent } = framedBy('https://shop.example');
    const env = { ns: 'atelier-widget', v: 1 };
    fromElsewhere({ ...env, type: 'identify', identityToken: 'eyJ.a.b' }, 'https://evil.example', parent);
    fromElsewhere({ ...env, type: 'shutdown' }, 'https://shop.example', { postMessage: () => undefined });
    expect(heard).toEqual([]);
  });

  it('tells the page only ready, close, the shopper\'s cart choice and the page\'s own mistakes: never the conversation', () => {
    const { bridge, posted } = framedBy('https://shop.example');
    const leaks = [
      { type: 'message', role: 'assistant', text: 'Your wardrobe: a navy blazer, white jeans…' },
      { type: 'message', role: 'user', text: 'what is in my wardrobe?' },
      { type: 'error', code: 'chat_failed', message: 'Sorry, I hit a snag.' },
    ];
    for (const body of leaks) bridge.send(body as unknown as FrameMessageBody);
    expect(posted).toEqual([]);
    bridge.send({ type: 'unread', count: 2, text: 'Here are three pieces.' } as unknown as FrameMessageBody);
    bridge.send({ type: 'unread', count: 2.5 } as unknown as FrameMessageBody);
    expect(posted).toEqual([]);
    bridge.send({ type: 'ready' });
    bridge.send({ type: 'unread', count: 2 });
    bridge.send({ type: 'addToCart', product: { id: 'p1', name: 'Noir Tote', price: 89, currency: 'USD' } });
    bridge.send({ type: 'error', code: 'invalid_identity', message: 'The shop\'s identity token has expired.' });
    bridge.send({ type: 'shutdown' });
    expect(posted.map((p) => [(p.data as { type: string }).type, p.origin])).toEqual([
      ['ready', 'https://shop.example'], ['unread', 'https://shop.example'], ['addToCart', 'https://shop.example'],
      ['error', 'https://shop.example'], ['shutdown', 'https://shop.example'],
    ]);
  });
});
