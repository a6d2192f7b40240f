import { test, expect, createVerifiedUser } from './fixtures.js';
import { SessionDialog } from './pages/session-dialog.js';

// This server runs with SESSION_TTL_SECONDS a little over 5 minutes, so the warning comes quickly.
const shortUrl = process.env.E2E_SHORT_SESSION_URL;
test.skip(!shortUrl, 'needs the short-session server started by e2e/run.ts');
test.use({ baseURL: shortUrl });

test('the expiry dialog appears and Extend Session extends the session', async ({ page, request }) => {
  await createVerifiedUser(request, page);
  const dialog = new SessionDialog(page);
  await expect(dialog.dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog.connection).toHaveText('Online');
  const before = await dialog.secondsLeft();
  expect(before).toBeLessThanOrEqual(300);
  await dialog.extend.click();
  await expect(dialog.dialog).toBeHidden();
  const session = await page.evaluate(async () => (await fetch('/api/auth/get-session')).json() as Promise<{ session: { expiresAt: string } }>);
  expect(Date.parse(session.session.expiresAt) - Date.now()).toBeGreaterThan(300_000);
});

test('offline disables Extend Session; Continue Without Refreshing dismisses; reconnecting refreshes', async ({ page, request, context }) => {
  await createVerifiedUser(request, page);
  const dialog = new SessionDialog(page);
  await expect(dialog.dialog).toBeVisible({ timeout: 30_000 });
  await context.setOffline(true);
  await expect(dialog.connection).toHaveText('Offline');
  await expect(dialog.extend).toBeDisabled();
  await dialog.continueWithout.click();
  await expect(dialog.dialog).toBeHidden();
  // Back online: reconnecting refreshes the session, so the warning does not return.
  await context.setOffline(false);
  const session = async () => page.evaluate(async () => ((await (await fetch('/api/auth/get-session')).json()) as { session: { expiresAt: string } }).session.expiresAt);
  await expect.poll(async () => Date.parse(await session()) - Date.now(), { timeout: 15_000 }).toBeGreaterThan(300_000);
});
