/**
 * Style sources and followed influencers are two lists of one truth. "deactivate @cos" in the Agent
 * Chat shows @cos Inactive in Your connections, in the Influencers tab and in the stat card at once;
 * "activate @cos" reactivates it; pausing on the Influencers tab shows in Your connections. Screens at
 * 1280 and 390 px, axe clean.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createVerifiedUser, expect, test } from './fixtures.js';
import { axeFindings, describeFindings } from './pages/axe.js';
import { openAgentChat } from './pages/agent-chat.js';

const SHOTS = '/tmp/sources-truth';
mkdirSync(SHOTS, { recursive: true });
test.use({ bypassCSP: true });

/** What the dialog's Save does for pasted handles: follow them, then keep them as sources. */
const saveHandles = (page: Page, handles: string[]) =>
  page.evaluate(async (list) => {
    const call = (name: string, input: unknown) =>
      fetch(`/api/tools/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) });
    await call('influencers.follow', { handles: list });
    await call('sources.add', { text: list.map((h) => `@${h}`).join(' ') });
  }, handles);

const connectionRow = (page: Page, handle: string) =>
  page.getByTestId('discovery-connections').getByRole('listitem').filter({ hasText: `@${handle}` });

const expectAxeClean = async (page: Page, where: string) => {
  const findings = await axeFindings(page);
  expect(findings, describeFindings(where, findings)).toEqual([]);
};

const send = async (chat: import('@playwright/test').Locator, text: string) => {
  await chat.getByRole('textbox', { name: 'Message the agent' }).fill(text);
  await chat.getByRole('button', { name: 'Send' }).click();
};

for (const [name, viewport] of [['desktop', { width: 1280, height: 900 }], ['mobile', { width: 390, height: 844 }]] as const) {
  test(`the Agent Chat, Your connections, the Influencers tab and the stat card agree (${name})`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    await createVerifiedUser(request, page);
    await page.goto('/style');
    await saveHandles(page, ['cos', 'arket']);
    await page.reload();
    const stat = page.getByTestId('stat-Influencers');
    await expect(stat).toHaveText('2');

    const chat = await openAgentChat(page);
    await expect(connectionRow(page, 'cos')).toContainText('Active');
    await send(chat, 'deactivate @cos');
    await expect(chat.getByText('Deactivate 1 influencer: @cos? Apply or Cancel.')).toBeVisible();
    await chat.getByRole('button', { name: 'Apply' }).click();
    await expect(chat.getByText('Deactivated @cos.')).toBeVisible();
    // The same dialog's list, without a reload.
    await expect(connectionRow(page, 'cos')).toContainText('Inactive');
    await expect(connectionRow(page, 'arket')).toContainText('Active');
    await page.screenshot({ path: `${SHOTS}/dialog-deactivated-${name}.png` });
    await expectAxeClean(page, `Agent Chat after deactivate (${name})`);

    // "activate" of a followed but paused account reactivates it.
    await send(chat, 'activate @cos');
    await expect(chat.getByText('Reactivate 1 influencer: @cos? Apply or Cancel.')).toBeVisible();
    await chat.getByRole('button', { name: 'Apply' }).click();
    await expect(chat.getByText('Reactivated @cos.')).toBeVisible();
    await expect(connectionRow(page, 'cos')).not.toContainText('Inactive');

    // Paused again, then the page behind the dialog: the stat card and the Influencers tab agree.
    await send(chat, 'pause @cos');
    await chat.getByRole('button', { name: 'Apply' }).click();
    await expect(chat.getByText('Deactivated @cos.')).toHaveCount(2);
    await page.keyboard.press('Escape');
    await expect(stat).toHaveText('1');
    await page.getByRole('tab', { name: 'Influencers' }).click();
    await expect(page.getByRole('switch', { name: '@cos active' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: '@arket active' })).toBeChecked();

    // Pausing on the Influencers tab shows in Your connections.
    await page.getByRole('switch', { name: '@arket active' }).click();
    await expect(page.getByRole('switch', { name: '@arket active' })).not.toBeChecked();
    await expect(stat).toHaveText('0');
    await page.screenshot({ path: `${SHOTS}/influencers-tab-${name}.png`, fullPage: true });
    await expectAxeClean(page, `/style Influencers tab (${name})`);
    await page.getByRole('button', { name: 'Discover your style' }).first().click();
    await expect(connectionRow(page, 'arket')).toContainText('Inactive');
    await expect(connectionRow(page, 'cos')).toContainText('Inactive');
    await page.screenshot({ path: `${SHOTS}/dialog-connections-${name}.png` });
  });
}
