/**
 * /style and the 'AI-Powered Style Discovery' dialog in Chromium: every tab renders and the tab list
 * works from the keyboard; Quick Pick saves N and the Influencers tab and stat card show them; an
 * influencer is paused with its switch; Paste Handles and an Instagram following export built here
 * are previewed and saved; a malformed export says 'Parse failed'; axe finds nothing serious.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createVerifiedUser, expect, test } from './fixtures.js';
import { toast } from './pages/wardrobe-page.js';
import { expectAccessible } from './pages/axe.js';

const SHOTS = '/tmp/helper-c-style';
mkdirSync(SHOTS, { recursive: true });

test.use({ bypassCSP: true });
test.describe.configure({ timeout: 180_000 });

/** An Instagram following export in the newer shape, as tools/sources/following-export.test.ts builds it. */
const followingExport = (names: string[]) => JSON.stringify({
  relationships_following: names.map((n) => ({ title: n, string_list_data: [{ href: `https://www.instagram.com/_u/${n}`, timestamp: 1700000000 }] })),
});

const openDiscovery = async (page: Page) => {
  await page.getByRole('button', { name: 'Discover your style' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'AI-Powered Style Discovery' });
  await expect(dialog).toBeVisible();
  return dialog;
};

const influencersStat = (page: Page) => page.getByTestId('stat-Influencers');

test('every /style tab renders, Quick Pick saves N, the Influencers tab and stat card show them, a switch pauses one', async ({ page, request }) => {
  await createVerifiedUser(request, page);
  await page.goto('/style');
  await expect(page.getByRole('heading', { level: 1, name: 'Style Management' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Style management' }).getByRole('tab');
  await expect(tabs).toHaveText(['Connections', 'Style DNA', 'Influencers', 'Wardrobe', 'My Products']);
  await expect(page.getByRole('tab', { name: 'Connections' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Connected accounts' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Instagram style analysis' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SHOTS}/style-connections-desktop.png`, fullPage: true });

  // Keyboard: arrows move between tabs (Radix roving focus), and the tab lands in the address.
  await page.getByRole('tab', { name: 'Connections' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Style DNA' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Your Style DNA' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Influencers' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/tab=influencers/);
  await expect(page.getByRole('heading', { name: 'No influencers yet' })).toBeVisible();
  await page.getByRole('tab', { name: 'Wardrobe' }).click();
  await expect(page.getByRole('heading', { name: 'My Wardrobe' })).toBeVisible();
  await page.getByRole('tab', { name: 'My Products' }).click();
  await expect(page.getByRole('button', { name: 'Upload & analyze' })).toBeVisible();
  await page.getByRole('tab', { name: 'Influencers' }).click();
  await expect(influencersStat(page)).toHaveText('0');

  // The empty state opens the dialog; every one of its six tabs renders.
  await page.getByRole('button', { name: 'Discover your style' }).last().click();
  const dialog = page.getByRole('dialog', { name: 'AI-Powered Style Discovery' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('No connections yet')).toBeVisible();
  const dialogTabs = dialog.getByRole('tablist', { name: 'Ways to discover your style' }).getByRole('tab');
  await expect(dialogTabs).toHaveText(['Facebook Connect', 'Smart Analysis', 'Quick Pick', 'Paste Handles', 'Instagram Import', 'Agent Chat']);
  await expect(dialog.getByRole('tab', { name: 'Quick Pick' })).toHaveAttribute('aria-selected', 'true');
  for (const name of ['Facebook Connect', 'Smart Analysis', 'Paste Handles', 'Instagram Import', 'Agent Chat']) {
    await dialog.getByRole('tab', { name }).click();
    await expect(dialog.getByRole('tabpanel')).toBeVisible();
  }
  await expect(dialog.getByRole('textbox', { name: 'Message the agent' })).toBeVisible();
  await dialog.getByRole('tab', { name: 'Facebook Connect' }).click();
  await expect(dialog.getByRole('button', { name: 'Connect with Facebook' })).toBeVisible();
  await dialog.getByRole('tab', { name: 'Instagram Import' }).click();
  await expect(dialog.getByLabel('Following export (JSON)')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Paste Handles' }).click();
  await expect(dialog.getByLabel('Instagram handles')).toBeVisible();

  // Quick Pick: alphabetical toggles, Selected N, Save N.
  await dialog.getByRole('tab', { name: 'Quick Pick' }).click();
  const picks = dialog.getByRole('group', { name: 'Quick Pick accounts' }).getByRole('button');
  const names = await picks.allTextContents();
  expect(names.length).toBeGreaterThanOrEqual(25);
  expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
  await expect(dialog.getByRole('button', { name: 'Save 0' })).toBeDisabled();
  for (const handle of ['zara', 'cos', 'ganni']) await dialog.getByRole('button', { name: `@${handle}`, exact: true }).click();
  await expect(dialog.getByRole('button', { name: '@zara', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByTestId('quick-pick-selected')).toHaveText('Selected 3');
  await page.screenshot({ path: `${SHOTS}/dialog-quick-pick-desktop.png` });
  await expectAccessible(page, '/style discovery dialog, Quick Pick');
  await dialog.getByRole('button', { name: 'Save 3' }).click();
  await expect(toast(page, 'Saved')).toContainText('Saved 3 accounts.');
  await expect(dialog.getByTestId('quick-pick-selected')).toHaveText('Selected 0');
  await expect(dialog.getByRole('button', { name: '@zara · Following' })).toBeDisabled();
  const connections = dialog.getByTestId('discovery-connections');
  await expect(connections.getByRole('listitem')).toHaveCount(3);
  await expect(connections.getByRole('listitem').filter({ hasText: '@zara' })).toContainText('Influencer');
  await expect(connections.getByRole('listitem').filter({ hasText: '@zara' })).toContainText('Active');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await expect(influencersStat(page)).toHaveText('3');
  const cards = page.getByTestId('followed-influencer');
  await expect(cards).toHaveCount(3);
  await expect(page.getByTestId('influencers-summary')).toHaveText('Following 3 · 3 active');
  // Seeded accounts have style vectors: each card shows similar influencers or says why not.
  const zara = cards.filter({ hasText: '@zara' });
  await expect(zara.getByText('Finding similar styles…')).toHaveCount(0, { timeout: 15_000 });
  await expect(zara.getByRole('list', { name: 'Influencers similar to @zara' }).or(zara.getByText(/No influencer with a close enough style yet|no style data/))).toBeVisible();

  // Pause @zara with its switch: the stat card counts active follows, and it survives a reload.
  const zaraSwitch = page.getByRole('switch', { name: '@zara active' });
  await expect(zaraSwitch).toHaveAttribute('aria-checked', 'true');
  await zaraSwitch.click();
  await expect(toast(page, 'Influencer paused')).toBeVisible();
  await expect(zaraSwitch).toHaveAttribute('aria-checked', 'false');
  await expect(influencersStat(page)).toHaveText('2');
  await expect(page.getByTestId('influencers-summary')).toHaveText('Following 3 · 2 active');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Influencers' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('switch', { name: '@zara active' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: '@cos active' })).toHaveAttribute('aria-checked', 'true');
  await expectAccessible(page, '/style Influencers');
  await page.screenshot({ path: `${SHOTS}/influencers-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/influencers-mobile.png`, fullPage: true });
});

test('Paste Handles and Instagram Import preview, count and save; a malformed export says Parse failed', async ({ page, request }) => {
  await createVerifiedUser(request, page);
  await page.goto('/style?tab=influencers');
  const dialog = await openDiscovery(page);

  // Paste: duplicates in any case count once; 30 badges and '+N more'.
  await dialog.getByRole('tab', { name: 'Paste Handles' }).click();
  const pasted = Array.from({ length: 35 }, (_, i) => `paste_${i}`);
  await dialog.getByLabel('Instagram handles').fill(`${pasted.map((h) => `@${h}`).join(' ')}\n@PASTE_0 https://www.instagram.com/paste_1/`);
  await expect(dialog.getByTestId('paste-found')).toHaveText('Found 35 unique handles');
  const pastePreview = dialog.getByRole('list', { name: 'Handles found' });
  await expect(pastePreview.getByRole('listitem')).toHaveCount(31);
  await expect(pastePreview.getByTestId('handle-preview-more')).toHaveText('+5 more');
  await dialog.getByRole('button', { name: 'Save 35' }).click();
  await expect(toast(page, 'Saved')).toContainText('Saved 35 accounts.');
  await expect(dialog.getByTestId('paste-found')).toHaveText('Found 0 unique handles');
  await expect(influencersStat(page)).toHaveText('35');

  // Import: a following export built here, 2 accounts already followed from the paste.
  await dialog.getByRole('tab', { name: 'Instagram Import' }).click();
  const imported = [...Array.from({ length: 45 }, (_, i) => `import_${i}`), 'paste_3', 'paste_4'];
  const file = dialog.getByTestId('instagram-export-file');
  await file.setInputFiles({ name: 'following.json', mimeType: 'application/json', buffer: Buffer.from(followingExport(imported)) });
  await expect(dialog.getByTestId('import-found')).toHaveText('Found 47 accounts');
  const importPreview = dialog.getByRole('list', { name: 'Accounts found' });
  await expect(importPreview.getByRole('listitem')).toHaveCount(41);
  await expect(importPreview.getByTestId('handle-preview-more')).toHaveText('+7 more');
  await page.screenshot({ path: `${SHOTS}/dialog-import-desktop.png` });
  await dialog.getByRole('button', { name: 'Save 47' }).click();
  await expect(toast(page, 'Imported')).toContainText('Saved 45 accounts; 2 were already followed.');
  await expect(influencersStat(page)).toHaveText('80');

  // Malformed exports: the reason, nothing to save.
  await file.setInputFiles({ name: 'following.html', mimeType: 'application/json', buffer: Buffer.from('<html><body>not json</body></html>') });
  await expect(toast(page, 'Parse failed')).toContainText('not valid JSON');
  await expect(dialog.getByText(/Parse failed: The file is not valid JSON/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save 0' })).toBeDisabled();
  await file.setInputFiles({ name: 'other.json', mimeType: 'application/json', buffer: Buffer.from('{"hello":"world"}') });
  await expect(dialog.getByText(/not an Instagram following export/).first()).toBeVisible();
  await expectAccessible(page, '/style discovery dialog, Instagram Import');

  // Phone: the dialog fits the width and scrolls; its tabs wrap instead of overflowing.
  await page.setViewportSize({ width: 390, height: 844 });
  const box = await dialog.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  const tabList = await dialog.getByRole('tablist').boundingBox();
  expect(tabList!.x + tabList!.width).toBeLessThanOrEqual(box!.x + box!.width + 1);
  await dialog.getByRole('tab', { name: 'Quick Pick' }).click();
  await page.screenshot({ path: `${SHOTS}/dialog-quick-pick-mobile.png` });
  await page.keyboard.press('Escape');
  // Focus goes back to the button that opened the dialog.
  await expect(page.getByRole('button', { name: 'Discover your style' }).first()).toBeFocused();

  // The Influencers tab shows the first 12 and the rest on request; the connections list all sources.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId('followed-influencer')).toHaveCount(12);
  await page.getByRole('button', { name: 'Show all 80' }).click();
  await expect(page.getByTestId('followed-influencer')).toHaveCount(80);
  const again = await openDiscovery(page);
  await expect(again.getByTestId('discovery-connections').getByRole('listitem')).toHaveCount(51);
  await expect(again.getByTestId('discovery-connections')).toContainText('+30 more');
  await page.keyboard.press('Escape');

  // A connections list that cannot be read says so instead of 'No connections yet'.
  await page.route('**/api/tools/sources.list', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'internal', message: 'Database unavailable' }) }));
  await page.reload();
  const failing = await openDiscovery(page);
  await expect(failing.getByRole('alert')).toContainText('Failed to load existing connections');
  await expect(failing.getByRole('alert')).toContainText('Database unavailable');
});
