/**
 * Issue 8's pages in Chromium: the dressing room (filters, cart flag, JSON-LD), the wardrobe (add by
 * photo with its palette, the outfit builder to 100 and save, look completion with an alternative
 * saved to the dressing room and moved to the cart) and the /style Wardrobe and My Products tabs.
 */
import { createVerifiedUser, expect, test } from './fixtures.js';
import { DressingRoomPage, findProducts, saveToDressingRoom } from './pages/wardrobe-dressing-room.js';
import { WardrobePage, garmentPng, toast } from './pages/wardrobe-page.js';
import { expectAccessible } from './pages/axe.js';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('stylr-onboarding-complete', 'true'));
});

test('Dressing room: price filters, the cart flag and ItemList JSON-LD in USD', async ({ page, request }) => {
  await createVerifiedUser(request, page);
  const cheap = (await findProducts(page, { maxPrice: 49, limit: 2 }));
  const mid = (await findProducts(page, { minPrice: 50, maxPrice: 200, limit: 2 }));
  const dear = (await findProducts(page, { minPrice: 201, limit: 1 }));
  for (const p of [...cheap, ...mid, ...dear]) await saveToDressingRoom(page, p.id);

  const room = new DressingRoomPage(page);
  await room.goto();
  await expect(room.items).toHaveCount(5);

  await expectAccessible(page, '/dressing-room');
  const data = await room.structuredData();
  expect(data['@type']).toBe('ItemList');
  expect(data.numberOfItems).toBe(5);
  expect(data.itemListElement.every((e) => e.item.offers?.priceCurrency === 'USD')).toBe(true);

  await room.price.selectOption({ label: 'Under $50' });
  await expect(room.items).toHaveCount(2);
  await room.price.selectOption({ label: '$50-200' });
  await expect(room.items).toHaveCount(2);
  await room.price.selectOption({ label: '$200+' });
  await expect(room.items).toHaveCount(1);
  await expect(room.item(dear[0]!.product_name)).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(room.items).toHaveCount(5);

  const first = room.item(dear[0]!.product_name);
  await first.getByRole('button', { name: 'Move to Cart' }).click();
  await expect(first.getByRole('button', { name: 'In Cart' })).toBeVisible();
  await page.reload();
  await expect(room.item(dear[0]!.product_name).getByRole('button', { name: 'In Cart' })).toBeVisible();

  // A grid piece goes into the Outfit Builder's slot for its category.
  const [shoes] = await findProducts(page, { category: 'Shoes', limit: 1 });
  await saveToDressingRoom(page, shoes!.id);
  await page.reload();
  const builder = page.getByRole('region', { name: 'Outfit Builder' });
  await expect(page.getByTestId('outfit-score')).toHaveText('0%');
  await room.item(shoes!.product_name).getByRole('button', { name: `Add ${shoes!.product_name} to the outfit` }).click();
  await expect(builder.locator('[data-slot="shoes"]').getByTestId('outfit-piece')).toContainText(shoes!.product_name);
  await expect(page.getByTestId('outfit-score')).toHaveText('20%');
  await expect(builder.getByText('Add shoes')).toHaveCount(0);

  await page.screenshot({ path: '/tmp/wardrobe-e2e/dressing-room-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/wardrobe-e2e/dressing-room-mobile.png', fullPage: true });
});

test('Wardrobe: add by photo and see its palette, build an outfit to 100 and save it', async ({ page, request }) => {
  await createVerifiedUser(request, page);
  const wardrobe = new WardrobePage(page);
  await wardrobe.goto();

  // Keyboard: the add dialog opens from the keyboard, focus moves in, Escape closes it.
  await wardrobe.catalogue.getByRole('button', { name: 'Add Item' }).focus();
  await page.keyboard.press('Enter');
  const keyboardDialog = page.getByRole('dialog', { name: 'Add to your wardrobe' });
  await expect(keyboardDialog).toBeVisible();
  await expect(keyboardDialog.locator(':focus')).toHaveCount(1);
  await expectAccessible(page, 'add-item dialog');
  await page.keyboard.press('Escape');
  await expect(keyboardDialog).toBeHidden();

  // Photo mode without a photo: the spec's words, nothing sent.
  let dialog = await wardrobe.openAddByPhoto();
  await dialog.getByLabel('Item name').fill('Navy Silk Blouse');
  await dialog.getByLabel('Category').selectOption('Tops');
  await dialog.getByRole('button', { name: 'Add to wardrobe' }).click();
  await expect(toast(page, 'No photo selected')).toContainText('Please choose an image to upload, or switch to Link mode.');
  // Closing resets mode, photo and form.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  dialog = await wardrobe.openAddByPhoto();
  await expect(dialog.getByLabel('Item name')).toHaveValue('');
  await dialog.getByRole('tab', { name: 'Link' }).click();
  await dialog.getByRole('tab', { name: 'Photo' }).click();

  await dialog.locator('input[type="file"]').setInputFiles({ name: 'blouse.png', mimeType: 'image/png', buffer: await garmentPng([28, 38, 84], [243, 233, 210]) });
  await expect(dialog.getByRole('img', { name: 'The chosen photo' })).toBeVisible();
  await dialog.getByLabel('Item name').fill('Navy Silk Blouse');
  await dialog.getByLabel('Category').selectOption('Tops');
  await dialog.getByRole('button', { name: 'Add to wardrobe' }).click();
  await expect(toast(page, 'Success')).toContainText('Item added to wardrobe');
  await expect(dialog).toBeHidden();

  const blouse = wardrobe.wardrobeItems.filter({ hasText: 'Navy Silk Blouse' });
  await expect(blouse).toBeVisible();
  const swatches = blouse.getByTestId('palette-swatch');
  await expect(swatches.first()).toBeVisible();
  await expect(blouse.getByTestId('palette')).toHaveAttribute('aria-label', /navy/);

  // Search and category filter run on the server.
  await wardrobe.catalogue.getByLabel('Search your wardrobe').fill('NAVY');
  await expect(wardrobe.wardrobeItems).toHaveCount(1);
  await wardrobe.catalogue.getByLabel('Category').selectOption('Shoes');
  await expect(wardrobe.wardrobeItems).toHaveCount(0);
  await wardrobe.catalogue.getByLabel('Category').selectOption('all');
  await wardrobe.catalogue.getByLabel('Search your wardrobe').fill('');

  // The outfit: the blouse from the wardrobe, then suggestions for every other slot.
  await expect(wardrobe.score).toHaveText('0%');
  await blouse.getByRole('button', { name: 'Add Navy Silk Blouse to the outfit' }).click();
  await expect(wardrobe.builder.getByTestId('outfit-piece')).toContainText('Navy Silk Blouse');
  await expect(wardrobe.builder.getByText('Add a bottom to go with your top')).toBeVisible();
  await wardrobe.chooseFirst('bottom');
  await expect(wardrobe.score).toHaveText('50%');
  await wardrobe.chooseFirst('shoes');
  await wardrobe.chooseFirst('bag');
  await wardrobe.chooseFirst('outerwear');
  await expect(wardrobe.score).toHaveText('90%');
  await wardrobe.chooseFirst('accessories');
  await wardrobe.chooseFirst('accessories');
  await expect(wardrobe.score).toHaveText('98%');
  await wardrobe.chooseFirst('accessories');
  await expect(wardrobe.score).toHaveText('100%');
  await expect(wardrobe.builder.getByRole('button', { name: 'Choose accessories' })).toHaveCount(0);
  await expect(wardrobe.builder.getByText('A complete look.')).toBeVisible();

  await wardrobe.builder.getByLabel('Outfit name (optional)').fill('Navy weekend');
  await wardrobe.builder.getByRole('button', { name: 'Save outfit' }).click();
  await expect(toast(page, 'Outfit saved')).toContainText('Navy weekend · 100% complete');
  await expect(page.getByTestId('saved-outfit').filter({ hasText: 'Navy weekend' })).toContainText('100%');

  await expectAccessible(page, '/wardrobe');
  await page.screenshot({ path: '/tmp/wardrobe-e2e/wardrobe-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/wardrobe-e2e/wardrobe-mobile.png', fullPage: true });
});

test('Wardrobe: complete a look from a photo, save an alternative and move it to the cart; feedback; pipeline', async ({ page, request }) => {
  await createVerifiedUser(request, page);
  const follow = await page.request.post('/api/tools/influencers.follow', { data: { handles: ['cos'] } });
  expect(follow.ok()).toBe(true);
  const wardrobe = new WardrobePage(page);
  await wardrobe.goto();

  await page.getByTestId('look-photo').setInputFiles({ name: 'look.png', mimeType: 'image/png', buffer: await garmentPng([20, 20, 22], [190, 140, 90]) });
  const result = page.getByTestId('look-result');
  await expect(result).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('look-score')).toHaveText(/^\d+%$/);
  const alternative = result.getByTestId('alternative').first();
  const name = (await alternative.locator('p').nth(1).textContent())!;
  await alternative.getByRole('button', { name: `Save ${name} to the dressing room` }).click();
  await expect(toast(page, 'Saved to your dressing room')).toBeVisible();

  const pieces = page.getByTestId('current-pieces');
  const saved = pieces.locator('li').filter({ hasText: name });
  await expect(saved).toBeVisible();
  await saved.getByRole('button', { name: 'Move to Cart' }).click();
  await expect(saved.getByRole('button', { name: 'In Cart' })).toBeVisible();

  // Complete Look Suggestions are composed, up to 4 pieces each.
  const cards = page.getByTestId('complete-look-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('Elevated Weekend');
  await expect(cards.nth(1)).toContainText('Minimalist Chic');
  for (const card of await cards.all()) {
    await expect(card.locator('li').first()).toBeVisible();
    expect(await card.locator('li').count()).toBeLessThanOrEqual(4);
  }

  // Curated For You: six real picks; the feedback dialog submits only with a reason.
  const curated = page.getByTestId('curated-item');
  await expect(curated).toHaveCount(6);
  await curated.first().getByRole('button', { name: /^What do you love about/ }).click();
  const feedback = page.getByRole('dialog', { name: 'What do you love about this?' });
  const submit = feedback.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await feedback.getByRole('button', { name: 'Color' }).click();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(toast(page, 'Thanks for the feedback')).toBeVisible();
  await expect(feedback).toBeHidden();

  // "Not for me", from the keyboard: the same reasons, and the piece leaves the picks.
  const turnedDown = (await curated.nth(1).getByRole('heading').textContent())!;
  const notForMe = curated.nth(1).getByRole('button', { name: `Not for me: ${turnedDown}` });
  await notForMe.focus();
  await page.keyboard.press('Enter');
  const dislike = page.getByRole('dialog', { name: 'What isn’t for you about this?' });
  await expect(dislike.getByRole('button', { name: 'Price' })).toBeVisible();
  await dislike.getByRole('button', { name: 'Price' }).focus();
  await page.keyboard.press('Space');
  const desktop = page.viewportSize()!;
  await page.screenshot({ path: `/tmp/wardrobe-e2e/not-for-me-${desktop.width}.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(dislike.getByRole('button', { name: 'Not for me' })).toBeInViewport();
  await page.screenshot({ path: '/tmp/wardrobe-e2e/not-for-me-390.png' });
  await page.setViewportSize(desktop);
  await dislike.getByRole('button', { name: 'Not for me' }).click();
  await expect(toast(page, 'Noted — we’ll stop showing it')).toBeVisible();
  await expect(page.getByTestId('curated-list')).not.toContainText(turnedDown);

  await page.getByText('Diagnostics: refresh my picks step by step').click();
  await page.getByRole('button', { name: 'Run pipeline' }).click();
  await expect(toast(page, 'Pipeline Complete')).toContainText(/\d+\/\d+ operations succeeded/, { timeout: 30_000 });
  await expect(page.getByTestId('pipeline-summary')).toHaveText(/^(\d+)\/\1 operations succeeded$/);

  await page.screenshot({ path: '/tmp/wardrobe-e2e/wardrobe-look-desktop.png', fullPage: true });

  const room = new DressingRoomPage(page);
  await room.goto();
  await expect(room.item(name).getByRole('button', { name: 'In Cart' })).toBeVisible();
});

test('/style: the Wardrobe tab searches, My Products uploads and analyses photos', async ({ page, request }) => {
  await createVerifiedUser(request, page);
  await page.goto('/style');
  // Connections is the first tab (spec order); the wardrobe is one click away.
  await page.getByRole('tab', { name: 'Wardrobe' }).click();
  await expect(page.getByRole('tab', { name: 'Wardrobe' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'My Wardrobe' })).toBeVisible();
  await expect(page.getByText('Your wardrobe is empty')).toBeVisible();

  await page.getByRole('tab', { name: 'My Products' }).click();
  const upload = page.getByRole('button', { name: 'Upload & analyze' });
  await upload.click();
  await expect(toast(page, 'No files selected')).toContainText('Please select some product images to upload');
  const files = page.getByTestId('product-files');
  await files.setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') }]);
  await expect(toast(page, 'Invalid files')).toContainText('Please select only image files');
  await files.setInputFiles([
    { name: 'red-dress.png', mimeType: 'image/png', buffer: await garmentPng([196, 36, 44]) },
    { name: 'cream-knit.png', mimeType: 'image/png', buffer: await garmentPng([243, 233, 210], [110, 70, 42]) },
  ]);
  await expect(page.getByText('2/10 photos selected')).toBeVisible();
  await upload.click();
  await expect(page.getByText('Analysis complete')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  const result = page.getByTestId('analysis-result');
  await expect(result.getByTestId('palette-swatch').first()).toBeVisible();
  await expect(result.getByTestId('palette')).toContainText(/red/i);
  await expect(page.getByTestId('learned-profile')).toContainText('learning confidence');

  await expectAccessible(page, '/style My Products');
  await page.screenshot({ path: '/tmp/wardrobe-e2e/style-products-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/wardrobe-e2e/style-products-mobile.png', fullPage: true });
});
