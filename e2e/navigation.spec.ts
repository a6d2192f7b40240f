/** Every room can be reached from the header: the spec's links, the account menu (keyboard too) and the mobile menu. */
import { createVerifiedUser, expect, test } from './fixtures.js';
import { Header } from './pages/header.js';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('stylr-onboarding-complete', 'true'));
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a guest sees the spec’s header links and Sign In, and no account menu', async ({ page }) => {
    await page.goto('/');
    const header = new Header(page);
    await expect(header.signIn).toBeVisible();
    expect(await header.mainLinkNames()).toEqual(['Home', 'Inspiration', 'Style', 'AI Stylist', 'Sign In']);
    await expect(header.accountMenu).toHaveCount(0);
  });

  test('the account menu reaches every room by keyboard', async ({ page, request }) => {
    const { email } = await createVerifiedUser(request, page);
    const header = new Header(page);
    await expect(header.signOut).toBeVisible();
    expect((await header.mainLinkNames()).slice(0, 4)).toEqual(['Home', 'Inspiration', 'Style', 'AI Stylist']);

    const rooms = [
      ['My Wardrobe', '/wardrobe', /Wardrobe/],
      ['Dressing Room', '/dressing-room', /Dressing Room/],
      ['Trip Planner', '/trip-planner', /Trip Planner/],
    ] as const;
    for (const [index, [room, path, heading]] of rooms.entries()) {
      await header.accountMenu.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu', { name: 'My Atelier' });
      await expect(menu).toBeVisible();
      await expect(menu).toContainText(email);
      // Opened from the keyboard, the first room has focus; arrow keys move down; Enter follows.
      const items = menu.getByRole('menuitem');
      await expect(items.first()).toBeFocused();
      for (let i = 1; i <= index; i++) {
        await page.keyboard.press('ArrowDown');
        await expect(items.nth(i)).toBeFocused();
      }
      await expect(menu.getByRole('menuitem', { name: room })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(menu).toBeHidden();
    }

    // Escape closes the menu and gives focus back to its button.
    await header.accountMenu.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu', { name: 'My Atelier' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu', { name: 'My Atelier' })).toBeHidden();
    await expect(header.accountMenu).toBeFocused();
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu lists the rooms once signed in', async ({ page, request }) => {
    await page.goto('/');
    const header = new Header(page);
    await header.menuButton.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'AI Stylist' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Trip Planner' })).toHaveCount(0);

    await createVerifiedUser(request, page);
    for (const [room, path] of [['My Wardrobe', '/wardrobe'], ['Dressing Room', '/dressing-room'], ['Trip Planner', '/trip-planner']] as const) {
      await header.menuButton.click();
      await menu.getByRole('link', { name: room }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      // The menu closes on navigation.
      await expect(menu).toBeHidden();
    }
  });
});
