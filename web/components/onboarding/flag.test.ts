import { describe, expect, it } from 'vitest';
import { ONBOARDING_FLAG_KEY, flagSaysComplete, onboardingAllowedOn, onboardingDecision, setOnboardingFlag } from './flag.js';

const memory = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
};

describe('onboarding local flag', () => {
  it("keeps the spec's key and names the account that finished", () => {
    const store = memory();
    expect(flagSaysComplete('user-a', store)).toBe(false);
    setOnboardingFlag('user-a', store);
    expect(store.map.get(ONBOARDING_FLAG_KEY)).toBe('user-a');
    expect(ONBOARDING_FLAG_KEY).toBe('stylr-onboarding-complete');
    expect(flagSaysComplete('user-a', store)).toBe(true);
    // Another account on the same browser still gets its onboarding.
    expect(flagSaysComplete('user-b', store)).toBe(false);
  });

  it("honours the spec's plain 'true' for any account", () => {
    const store = memory();
    store.setItem(ONBOARDING_FLAG_KEY, 'true');
    expect(flagSaysComplete('user-b', store)).toBe(true);
    store.setItem(ONBOARDING_FLAG_KEY, 'false');
    expect(flagSaysComplete('user-b', store)).toBe(false);
  });

  it('survives storage that throws or is missing', () => {
    expect(flagSaysComplete('user-a', null)).toBe(false);
    expect(() => setOnboardingFlag('user-a', { setItem: () => { throw new Error('QuotaExceededError'); } })).not.toThrow();
  });

  it('the account is the truth; a device that finished syncs up', () => {
    expect(onboardingDecision(true, false)).toBe('hide');
    expect(onboardingDecision(true, true)).toBe('hide');
    expect(onboardingDecision(false, true)).toBe('sync-up');
    expect(onboardingDecision(false, false)).toBe('show');
  });

  it('a shopper who closed it is not shown it again by itself; finishing still wins', () => {
    expect(onboardingDecision(false, false, true)).toBe('dismissed');
    expect(onboardingDecision(true, false, true)).toBe('hide');
    expect(onboardingDecision(false, true, true)).toBe('sync-up');
  });
});

describe('onboardingAllowedOn', () => {
  it('never covers sign-in, the OAuth screens or the legal pages', () => {
    for (const path of ['/auth', '/auth/', '/auth/facebook/callback', '/auth/instagram/callback', '/auth/instagram/bridge', '/privacy-policy', '/terms-of-service/', '/data-deletion']) {
      expect(onboardingAllowedOn(path), path).toBe(false);
    }
    for (const path of ['/', '/home', '/style', '/chat', '/inspiration', '/wardrobe', '/authors', '/no-such-page']) {
      expect(onboardingAllowedOn(path), path).toBe(true);
    }
  });
});
