import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures.js';

/** The Agent Chat lives in the style-discovery dialog's last tab; opens it from /style. */
export const openAgentChat = async (page: Page): Promise<Locator> => {
  await page.getByRole('button', { name: 'Discover your style' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'AI-Powered Style Discovery' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: 'Agent Chat' }).click();
  const chat = dialog.getByTestId('agent-chat');
  await expect(chat).toBeVisible();
  return chat;
};
