/** /chat and the Agent Chat on /style, driven by a scripted conversation on atelier-local. */
import { createVerifiedUser, expect, test } from './fixtures.js';
import { openAgentChat } from './pages/agent-chat.js';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('stylr-onboarding-complete', 'true'));
});

test('the stylist streams tool results as cards and keeps the conversation', async ({ page, request }) => {
  await createVerifiedUser(request, page);
  await page.goto('/chat');
  const input = page.getByRole('textbox', { name: 'Message' });
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await input.fill('   ');
  await expect(send).toBeDisabled();

  await input.fill('help');
  await input.press('Enter');
  await expect(page.getByText('I’m your Atelier stylist. I can:')).toBeVisible();

  // A change asks first: the card says what will change; Approve by keyboard runs it once.
  await input.fill('add @zara as a source');
  await send.click();
  const asking = page.getByTestId('approval-card').filter({ hasText: 'Add @zara to your style sources' });
  await expect(asking).toHaveAttribute('data-state', 'waiting');
  await asking.getByRole('button', { name: 'Approve: Add @zara to your style sources' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Added 1 source: @zara.')).toBeVisible();
  await expect(asking).toHaveAttribute('data-state', 'approved');

  await input.fill('bags under $500');
  await input.press('Enter');
  const card = page.getByTestId('chat-product-card').first();
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: /^Shop / })).toHaveAttribute('target', '_blank');
  await card.getByRole('button', { name: /^Save / }).click();
  await expect(page.getByText(/to your dressing room|already in your dressing room/).first()).toBeVisible();

  // Reloaded, /chat reopens this conversation, listed beside it by its first request.
  await page.reload();
  await expect(page.getByRole('log', { name: 'Conversation' }).getByText('bags under $500', { exact: true })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Past conversations' }).getByRole('button', { name: 'help' })).toHaveAttribute('aria-current', 'true');
});

test('the Agent Chat previews, applies and undoes', async ({ page, request }) => {
  await createVerifiedUser(request, page);
  await page.goto('/style');
  const chat = await openAgentChat(page);
  await chat.getByRole('textbox', { name: 'Message the agent' }).fill('add @camille.style');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByText('Add 1 influencer: @camille.style? Apply or Cancel.')).toBeVisible();
  await chat.getByRole('button', { name: 'Apply' }).click();
  await expect(chat.getByText('Added @camille.style.')).toBeVisible();
  await chat.getByRole('button', { name: 'List', exact: true }).click();
  await expect(chat.getByText('Active influencers (1): @camille.style')).toBeVisible();
  await chat.getByRole('button', { name: 'Undo' }).click();
  await expect(chat.getByText('Undone. Removed @camille.style.')).toBeVisible();
});

test('a change the shopper denies changes nothing, and the reply says so', async ({ page, request }) => {
  await createVerifiedUser(request, page);
  await page.goto('/chat');
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill('follow @noor.edits');
  await input.press('Enter');
  const card = page.getByTestId('approval-card');
  await expect(card).toContainText('Follow @noor.edits');
  await expect(card.getByRole('button', { name: /^Approve/ })).toBeVisible();
  await page.screenshot({ path: '/tmp/helperF-chat-approval.png', fullPage: true });
  await card.getByRole('button', { name: 'Deny: Follow @noor.edits' }).click();
  await expect(page.getByText(/I left that alone for @noor\.edits: nothing was changed/)).toBeVisible();
  await expect(card).toHaveAttribute('data-state', 'denied');
  await expect(card).toContainText('Nothing was changed.');
  // Reloaded, the answered change stays answered.
  await page.reload();
  await page.getByRole('button', { name: 'follow @noor.edits' }).click();
  await expect(page.getByTestId('approval-card')).toHaveAttribute('data-state', 'denied');
  await expect(page.getByTestId('approval-card').getByRole('button')).toHaveCount(0);
  const followed = await page.evaluate(async () => (await (await fetch('/api/tools/influencers.followed', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json()) as unknown);
  expect(JSON.stringify(followed)).not.toContain('noor.edits');
});
