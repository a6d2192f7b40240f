/**
 * Issue 9 in Chromium: the trip planner form (suggestions as you type, Generate enabled only when
 * destination and both dates are filled) → a saved plan of the shopper's own pieces with the gaps
 * from the shop, per-day cards and a packing list →
 * the .ics download, the reload from past trips, Save to dressing room, a refused end-before-start,
 * a country planned with its best-known city's weather (the note saying whose),
 * and the print and 390 px layouts.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createVerifiedUser, expect, test } from './fixtures.js';
import { expectAccessible } from './pages/axe.js';
import { isoInDays, TripPlannerPage } from './pages/trip-planner.js';

const SHOTS = '/tmp/trips-e2e';
mkdirSync(SHOTS, { recursive: true });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('stylr-onboarding-complete', 'true'));
});

test('Trip planner: form → saved plan → calendar file', async ({ page, request }) => {
  await createVerifiedUser(request, page);
  for (const [item_name, category] of [['Grey merino sweater', 'Tops'], ['Black silk blouse', 'Tops'], ['Navy tailored trousers', 'Bottoms'], ['Blue straight jeans', 'Bottoms'], ['Beige trench coat', 'Outerwear']]) {
    expect((await page.request.post('/api/tools/wardrobe.add', { data: { item_name, category } })).ok()).toBe(true);
  }
  const planner = new TripPlannerPage(page);
  await planner.goto();
  await expect(planner.generate).toBeDisabled();
  await expect(page.getByText('No trips yet.')).toBeVisible();

  // Suggestions as you type, chosen with the keyboard.
  await planner.destination.fill('lisb');
  const option = page.getByRole('option', { name: 'Lisbon, Portugal' });
  await expect(option).toBeVisible();
  await planner.destination.press('ArrowDown');
  await planner.destination.press('Enter');
  await expect(planner.destination).toHaveValue('Lisbon, Portugal');
  await expect(planner.generate).toBeDisabled();

  const start = isoInDays(40);
  const end = isoInDays(42);
  await planner.startDate.fill(start);
  await expect(planner.generate).toBeDisabled();
  await planner.endDate.fill(end);
  await planner.chooseActivity('City Walk');
  await planner.chooseActivity('Restaurant');
  await expect(planner.generate).toBeEnabled();
  await planner.generate.click();

  await expect(page.getByText('Trip plan created successfully!')).toBeVisible();
  await expect(page.getByText('Outfit suggestions generated!')).toBeVisible();
  await expect(planner.plan.getByRole('heading', { name: 'Trip to Lisbon, Portugal' })).toBeVisible();
  await expect(planner.days).toHaveCount(3);
  await expect(planner.days.nth(0)).toContainText('City Walk');
  await expect(planner.days.nth(1)).toContainText('Restaurant');
  // Chromium here speaks en-US: °F; the toggle switches to °C.
  await expect(planner.days.nth(0)).toContainText('°F');
  await page.getByRole('button', { name: '°C' }).click();
  await expect(planner.days.nth(0)).toContainText('°C');
  await expect(page.getByRole('heading', { name: 'Packing list' })).toBeVisible();
  await expect(page.getByTestId('packing-summary')).toContainText(/\d+ pieces/);
  await expect(page).toHaveURL(/\?trip=[0-9a-f-]{36}$/);
  await expect(planner.pastTrips).toHaveCount(1);
  await expect(planner.pastTrips.first()).toContainText('Trip to Lisbon, Portugal');

  // The shopper owns tops, trousers and a coat; shoes are the gap, suggested from the catalogue.
  await expect(planner.days.nth(0).getByText('Yours').first()).toBeVisible();
  await expect(page.getByTestId('packing-summary')).toContainText(/[1-9]\d* from your wardrobe · [1-9]\d* to buy/);
  const firstItem = planner.days.nth(0).getByTestId('trip-item').filter({ hasText: 'To buy' }).first();
  await firstItem.getByRole('button', { name: 'Save to dressing room' }).click();
  await expect(page.getByText('Saved to your dressing room')).toBeVisible();
  await expect(firstItem.getByRole('button', { name: 'Save to dressing room' })).toHaveAttribute('aria-pressed', 'true');

  await page.screenshot({ path: `${SHOTS}/plan-desktop.png`, fullPage: true });

  // The calendar: one all-day event per day, each with its outfit.
  const [download] = await Promise.all([page.waitForEvent('download'), planner.download.click()]);
  expect(download.suggestedFilename()).toBe(`trip-to-lisbon-portugal-${start}.ics`);
  const ics = readFileSync((await download.path())!, 'utf8').replace(/\r\n[ \t]/g, '');
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
  expect(ics).toContain(`DTSTART;VALUE=DATE:${start.replaceAll('-', '')}`);
  expect(ics).toContain(`DTSTART;VALUE=DATE:${end.replaceAll('-', '')}`);
  expect(ics).toMatch(/SUMMARY:Trip to Lisbon\\, Portugal · Day 2: Restaurant/);
  expect(ics).toContain('(to buy)');
  expect(ics).toMatch(/Grey merino sweater|Black silk blouse/);

  // Saved: a reload opens it again from the link.
  await page.reload();
  await expect(planner.days).toHaveCount(3);

  // Print shows the plan alone.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('form', { name: 'Plan a trip' })).toBeHidden();
  await expect(planner.plan).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/plan-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/plan-mobile.png`, fullPage: true });
});

test('Trip planner: an end before the start is refused under the field, nothing saved', async ({ page, request }) => {
  await createVerifiedUser(request, page);
  const planner = new TripPlannerPage(page);
  await planner.goto();
  await planner.destination.fill('Kyoto');
  await planner.startDate.fill(isoInDays(20));
  await planner.endDate.fill(isoInDays(18));
  await planner.generate.click();
  await expect(page.getByText('Failed to create trip plan')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'The trip ends before it starts.' })).toBeVisible();
  await expect(planner.endDate).toHaveAttribute('aria-invalid', 'true');

  await planner.endDate.fill(isoInDays(21));
  await planner.destination.fill('Atlantis');
  await planner.generate.click();
  await expect(page.getByRole('alert').filter({ hasText: 'We have no climate data for "Atlantis"' })).toBeVisible();
  await page.getByRole('button', { name: 'Atlanta, United States' }).click();
  await expect(planner.destination).toHaveValue('Atlanta, United States');
  await expect(page.getByRole('alert').filter({ hasText: 'no climate data' })).toHaveCount(0);
  await expect(page.getByText('No trips yet.')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/form-errors-mobile.png`, fullPage: true });
});

test('Trip planner: a country is planned with its best-known city\'s weather, and the plan says whose', async ({ page, request }) => {
  await createVerifiedUser(request, page);
  const planner = new TripPlannerPage(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await planner.goto();
  await planner.destination.fill('Portugal');
  await planner.startDate.fill(isoInDays(60));
  await planner.endDate.fill(isoInDays(63));
  await planner.generate.click();
  await expect(page.getByRole('heading', { name: 'Trip to Portugal' })).toBeVisible();
  const note = page.getByTestId('weather-from');
  await expect(note).toContainText('Weather is Lisbon’s.');
  await expect(note).toContainText('Plan a city instead');
  await expect(planner.days).toHaveCount(4);
  await page.screenshot({ path: `${SHOTS}/area-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(note).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/area-mobile.png`, fullPage: true });
  await note.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/area-mobile-note.png` });
});

test.describe('accessibility', () => {
  // axe is an injected script, which the app's CSP forbids.
  test.use({ bypassCSP: true });

  test('Trip planner: a saved plan and the open suggestions pass axe at desktop and 390 px', async ({ page, request }) => {
    await createVerifiedUser(request, page);
    const res = await page.request.post('/api/tools/trips.plan', {
      data: { destination: 'Tokyo', start_date: isoInDays(50), end_date: isoInDays(53), activities: ['Business', 'Evening', 'Active'] },
    });
    expect(res.ok()).toBe(true);
    const { trip } = (await res.json()) as { trip: { id: string } };
    const planner = new TripPlannerPage(page);
    for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      await page.setViewportSize(viewport);
      await planner.goto(`?trip=${trip.id}`);
      await expect(planner.days).toHaveCount(4);
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, `plan ${viewport.width}px`);
      await planner.destination.fill('san');
      await expect(page.getByRole('listbox', { name: 'Destination suggestions' })).toBeVisible();
      await expectAccessible(page, `suggestions ${viewport.width}px`);
    }
  });
});
