import { describe, expect, it } from 'vitest';
import { hostMessageSchema } from '../shared/protocol.js';
import { withoutBadOptions } from './host.js';

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
    expect(withoutBadOptions({ ns: 'atelier-widget', v: 1, type: 'send', text: 'x'.repeat(5000) }).dropped).toEqual([]);
    const context = withoutBadOptions({ ns: 'atelier-widget', v: 1, type: 'context', product: { name: 'Evil', image: 'javascript:alert(1)' } });
    expect(context.dropped).toEqual(['product']);
    expect(hostMessageSchema.parse(context.data)).toMatchObject({ type: 'context', product: null });
  });
});
