import { describe, expect, it } from 'vitest';
import { callbackProblem } from './oauth-status.js';

const p = (q: string) => new URLSearchParams(q);

describe('callbackProblem', () => {
  it('names the first thing wrong with a callback URL, in the spec order', () => {
    expect(callbackProblem(p('error=access_denied&code=x&state=y'), 'Instagram', true)).toBe('Instagram authorization failed: access_denied');
    expect(callbackProblem(p('state=y'), 'Facebook', true)).toBe('No authorization code received from Facebook');
    expect(callbackProblem(p('code=x'), 'Instagram', true)).toBe('Missing security state parameter');
    expect(callbackProblem(p('code=x&state=y'), 'Instagram', false)).toBe('Please sign in first');
    expect(callbackProblem(p('code=x&state=y'), 'Instagram', true)).toBeNull();
  });
});
