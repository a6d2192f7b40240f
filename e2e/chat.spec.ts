/** /chat and the Agent Chat on /style, driven by a scripted conversation on atelier-local. */
import { createVerifiedUser, expect, test } from './fixtures.js';

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

  await input.fill('add @zara as a source');
  await send.click();
  await expect(page.getByText('Added 1 source: @zara.')).toBeVisible();

  await input.fill('bags under $500');
  await input.press('Enter');
  const card = page.getByTestId('chat-product-card').first();
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: /^Shop / })).toHaveAttribute('target', '_blank');
  await card.getByRole('button', { name: /^Save / }).click();
  await expect(page.getByText(/to your dressing room|already in your dressing room/).first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'add @zara as a source' }).or(page.getByRole('button', { name: 'help' }))).toBeVisible();
});

test('the Agent Chat previews, applies and undoes', async ({ page, request }) => {
  await createVerifiedUser(request, page);
  await page.goto('/style');
  const chat = page.getByTestId('agent-chat');
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
