/**
 * The test object every spec should import: each test gets its own client address
 * (x-forwarded-for), so the auth rate limits of one test never lock out another.
 */
import { test as base, expect, type APIRequestContext } from '@playwright/test';

const randomAddress = () => `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

export const test = base.extend<{ clientAddress: string; onboardingDone: boolean }>({
  clientAddress: async ({}, use) => {
    await use(randomAddress());
  },
  /**
   * Onboarding covers the app for a new shopper until completed; specs about other things start with
   * the spec's local flag set (a signed-in account then records completion too). e2e/onboarding.spec.ts
   * turns it off with `test.use({ onboardingDone: false })`.
   */
  onboardingDone: [true, { option: true }],
  page: async ({ page, onboardingDone }, use) => {
    if (onboardingDone) await page.addInitScript(() => localStorage.setItem('stylr-onboarding-complete', 'true'));
    await use(page);
  },
  extraHTTPHeaders: async ({ clientAddress }, use) => {
    await use({ 'x-forwarded-for': clientAddress });
  },
});

export { expect };

let counter = 0;
export const uniqueEmail = (prefix = 'shopper') => `${prefix}-${Date.now()}-${++counter}-${Math.floor(Math.random() * 1e6)}@example.com`;

export const STRONG_PASSWORD = 'Velvet-Runway-42x';

interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  created_at: string;
}

/** Waits for the newest email to `to` whose link matches `pattern`, and returns that link. */
export const linkFromOutbox = async (request: APIRequestContext, to: string, pattern: RegExp): Promise<string> => {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
    if (res.ok()) {
      const { emails } = (await res.json()) as { emails: OutboxEmail[] };
      for (const email of emails) {
        const link = email.links.find((l) => pattern.test(l));
        if (link) return link;
      }
    }
    if (Date.now() > deadline) throw new Error(`no email to ${to} with a link matching ${pattern}`);
    await new Promise((r) => setTimeout(r, 250));
  }
};

/** Signs up through the API and verifies through the emailed link; leaves the browser signed in. */
export const createVerifiedUser = async (request: APIRequestContext, page: import('@playwright/test').Page, email = uniqueEmail(), password = STRONG_PASSWORD) => {
  const res = await request.post('/api/auth/sign-up/email', { data: { email, password, name: email.split('@')[0], callbackURL: '/' } });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  const link = await linkFromOutbox(request, email, /verify-email/);
  await page.goto(link);
  // Signed in now: mark onboarding done on the account, so the dialog covers no other spec's pages.
  const done = await page.request.post('/api/tools/onboarding.complete', { data: {}, headers: { origin: new URL(page.url()).origin } });
  if (!done.ok()) throw new Error(`onboarding.complete failed: ${done.status()} ${await done.text()}`);
  return { email, password };
};
