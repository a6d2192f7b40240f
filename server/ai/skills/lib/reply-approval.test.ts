import { describe, expect, it } from 'vitest';
import type { SeenResult } from './plan-core.js';
import { deniedReply, DENIED_OUTPUT } from './reply-approval.js';

const seen = (toolName: string, input: unknown, denied = true): SeenResult =>
  ({ toolName, input, output: denied ? DENIED_OUTPUT : { ok: true }, isError: denied, request: 0, prep: false });

describe('the reply after the shopper says no', () => {
  it('names what was left alone, read as the tool would read it', () => {
    expect(deniedReply([seen('sources_add', { text: 'add @Deny.Me. and instagram.com/zara as sources' })]))
      .toBe('Okay, I left that alone for @deny.me, @zara: nothing was changed. Tell me if you’d like something else.');
    expect(deniedReply([seen('influencers_follow', { handles: ['@noor.edits'] })])).toContain('for @noor.edits: nothing was changed');
    expect(deniedReply([seen('wardrobe_add', { name: 'Black Loafers' })])).toContain('for Black Loafers: nothing was changed');
    expect(deniedReply([seen('dressingRoom_clear', {})])).toBe('Okay, I left that alone: nothing was changed. Tell me if you’d like something else.');
  });

  it('is not the reply when something was not denied', () => {
    expect(deniedReply([])).toBeNull();
    expect(deniedReply([seen('sources_add', { text: '@a' }), seen('sources_list', {}, false)])).toBeNull();
  });
});
