/**
 * State that stays true across rooms: /style opens at its top (a chat log scrolls only its own box),
 * sign-out lands on the landing page, /chat's example requests are tappable and /chat reopens the
 * latest conversation, and the Agent Chat appears once (in the style-discovery dialog).
 */
import { mkdirSync } from 'node:fs';
import { createVerifiedUser, expect, test } from './fixtures.js';
import { openAgentChat } from './pages/agent-chat.js';

const SHOTS = '/tmp/rooms-state';
mkdirSync(SHOTS, { recursive: true });

for (const [name, viewport] of [['desktop', { width: 1280, height: 900 }], ['mobile', { width: 390, height: 844 }]] as const) {
  test(`/style opens at its top on ${name}, and the Agent Chat is only in the dialog`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    await createVerifiedUser(request, page);
    await page.goto('/style');
    await expect(page.getByRole('heading', { level: 1, name: 'Style Management' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByTestId('agent-chat')).toHaveCount(0);
    const chat = await openAgentChat(page);
    await chat.getByRole('button', { name: 'Help' }).click();
    await expect(chat.getByRole('log')).toContainText(/add/i);
    await page.screenshot({ path: `${SHOTS}/style-agent-chat-${name}.png` });
  });
}

test('signing out lands on the landing page, not the sign-in form', async ({ page, request }) => {
  await createVerifiedUser(request, page);
  await page.goto('/home');
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
  await expect(page.getByRole('link', { name: /sign in/i }).first()).toBeVisible();
});

test('/chat: an example request is tappable, and coming back reopens the latest conversation', async ({ page, request }) => {
  await createVerifiedUser(request, page);
  await page.goto('/chat');
  const examples = page.getByRole('list', { name: 'Example requests' });
  await examples.getByRole('button', { name: 'Help' }).click();
  const replies = page.locator('[data-testid="chat-message"][data-role="bot"]');
  await expect(replies.first()).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.screenshot({ path: `${SHOTS}/chat-after-example-desktop.png` });
  await page.goto('/home');
  await page.goto('/chat');
  await expect(page.locator('[data-testid="chat-message"][data-role="user"]').first()).toHaveText(/Help/);
  await expect(replies.first()).toContainText('I’m your Atelier stylist. I can:');
  await expect(page.getByRole('list', { name: 'Example requests' })).toHaveCount(0);
});

test('one Save everywhere: it shows the dressing room\'s truth, toggles from the keyboard, keeps focus and can be undone', async ({ page, request }) => {
  await createVerifiedUser(request, page);
  await page.goto('/home');
  const card = page.locator('[data-section="recommended"]').getByTestId('product-card').first();
  const name = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
  const save = card.getByRole('button', { name: `Save ${name}` });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(save).toBeFocused();
  await expect(page.getByText('Saved to your dressing room')).toBeVisible();

  // The dressing room has it, and a reload of /home still says so.
  await page.goto('/dressing-room');
  await expect(page.getByRole('img', { name, exact: true }).first()).toBeVisible();
  await page.goto('/home');
  await expect(save).toHaveAttribute('aria-pressed', 'true');

  // Pressed again it unsaves; Undo in the toast puts it back.
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await expect(save).toBeFocused();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: `${SHOTS}/home-saved-desktop.png` });

  // Inspiration's Save is the same control: it shows a saved look as saved after a reload.
  await page.goto('/inspiration');
  const post = page.getByTestId('post-card').first();
  await expect(post).toBeVisible();
  const postSave = post.getByRole('button', { name: 'Save to dressing room' });
  await postSave.click();
  await expect(postSave).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByTestId('post-card').first().getByRole('button', { name: 'Save to dressing room' })).toHaveAttribute('aria-pressed', 'true');

  // In the dressing room, a saved Look offers no "+" (it has no place in an outfit); a garment does.
  await page.goto('/dressing-room');
  await expect(page.getByRole('button', { name: /^Add Look by @.* to the outfit$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Add ${name} to the outfit` })).toBeVisible();
});
