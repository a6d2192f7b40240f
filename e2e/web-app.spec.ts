import { test, expect, uniqueEmail, linkFromOutbox, createVerifiedUser, STRONG_PASSWORD } from './fixtures.js';
import { AuthPage } from './pages/auth-page.js';
import { Header } from './pages/header.js';
import { LandingPage } from './pages/landing-page.js';

test.describe('guests', () => {
  for (const path of ['/home', '/inspiration', '/style', '/trip-planner', '/chat']) {
    test(`${path} sends a guest to /auth`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/auth\\?next=${encodeURIComponent(path)}$`));
      await expect(new AuthPage(page).heading).toBeVisible();
    });
  }

  test('landing page for a guest', async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.goto();
    await expect(page).toHaveTitle(/Atelier/);
    await expect(landing.begin).toHaveAttribute('href', '/auth');
    await expect(landing.inspiration).toHaveAttribute('href', '/inspiration');
    await expect(page.getByRole('heading', { name: 'Curated Looks' })).toBeVisible();
    await expect(page.getByText(/^From \$\d+/)).toHaveCount(3);
    // Each look is drawn, like the products: the picture loads and is a real image.
    const pictures = page.getByTestId('look-image');
    await expect(pictures).toHaveCount(3);
    for (const picture of await pictures.all()) {
      await picture.scrollIntoViewIfNeeded();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
    }
    await expect(new Header(page).signIn).toBeVisible();
  });

  test('unknown paths show the 404 page with a link home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('legal pages have a Back button', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
    await expect(page.getByText('not for children under 13')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/data-deletion');
    await expect(page.getByText('Within 24 hours')).toBeVisible();
    await expect(page.getByText('within 48 hours')).toBeVisible();
  });

  test('an open redirect in ?next= stays on the site', async ({ page, request }) => {
    const { email, password } = { email: uniqueEmail('redirect'), password: STRONG_PASSWORD };
    await request.post('/api/auth/sign-up/email', { data: { email, password, name: 'r' } });
    await page.goto(await linkFromOutbox(request, email, /verify-email/));
    await new Header(page).signOut.click();
    await expect(new Header(page).signIn).toBeVisible();
    const auth = new AuthPage(page);
    await auth.goto(`?next=${encodeURIComponent('//evil.example/x')}`);
    await auth.signIn(email, password);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });
});

test('form rules: email indicator, disabled sign-in, password messages and generator', async ({ page }) => {
  const auth = new AuthPage(page);
  await auth.goto();
  await expect(auth.signInButton).toBeDisabled();
  await auth.email.fill('not-an-email');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByTestId('email-indicator')).toHaveAttribute('data-state', 'invalid');
  await auth.password.fill('whatever');
  await expect(auth.signInButton).toBeDisabled();
  await auth.email.fill('a@b.co');
  await expect(page.getByTestId('email-indicator')).toHaveAttribute('data-state', 'valid');
  await expect(auth.signInButton).toBeEnabled();

  await auth.openJoin();
  await auth.password.fill('short');
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await auth.password.fill('alllowercase');
  await expect(page.getByText('Password should include letters, numbers, or symbols')).toBeVisible();
  await page.getByRole('button', { name: 'Suggest strong password' }).click();
  const suggested = await page.getByTestId('suggested-password').innerText();
  expect(suggested).toMatch(/^[A-Za-z0-9!@#$%&*]{16}$/);
  await expect(auth.password).toHaveValue(suggested);
  await expect(page.getByText('Password looks good!')).toBeVisible();
});

test('sign up → verify from the outbox → sign out → sign in → Sign Out', async ({ page, request }) => {
  const email = uniqueEmail('join');
  const auth = new AuthPage(page);
  const header = new Header(page);
  await auth.goto();
  await auth.signUp(email, STRONG_PASSWORD);
  await expect(page.getByTestId('verify-banner')).toBeVisible();
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByRole('button', { name: 'Email sent!' })).toBeDisabled();

  await page.goto(await linkFromOutbox(request, email, /verify-email/));
  await expect(page).toHaveURL(/\/$/);
  await expect(header.signOut).toBeVisible();
  await expect(page.getByRole('link', { name: 'Enter Your Atelier' })).toBeVisible();
  await header.signOut.click();
  await expect(header.signIn).toBeVisible();

  await auth.goto();
  await auth.signIn(email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await expect(header.signOut).toBeVisible();
  // A signed-in user on /auth goes to /.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);
  await header.signOut.click();
  await expect(header.signIn).toBeVisible();
});

test('guest returns to the page they asked for after signing in', async ({ page, request }) => {
  const { email, password } = await createVerifiedUser(request, page);
  await new Header(page).signOut.click();
  await expect(new Header(page).signIn).toBeVisible();
  await page.goto('/trip-planner');
  const auth = new AuthPage(page);
  await expect(auth.heading).toBeVisible();
  await auth.signIn(email, password);
  await expect(page).toHaveURL(/\/trip-planner$/);
  await expect(page.getByRole('heading', { name: 'Trip Planner', level: 1 })).toBeVisible();
});

test('forgot password → emailed link → new password → sign in with it', async ({ page, request }) => {
  const { email } = await createVerifiedUser(request, page);
  await new Header(page).signOut.click();
  await expect(new Header(page).signIn).toBeVisible();
  const auth = new AuthPage(page);
  await auth.goto();
  await auth.requestReset(email);
  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await expect(auth.signInButton).toBeVisible();

  const link = await linkFromOutbox(request, email, /#type=recovery/);
  await page.goto(link);
  const newPassword = 'Silk-Tailoring-77';
  await auth.setNewPassword(newPassword);
  await expect(auth.toast('Password updated')).toBeVisible();
  await expect(page).not.toHaveURL(/token=/);
  await auth.signIn(email, newPassword);
  await expect(page).toHaveURL(/\/$/);
  await expect(new Header(page).signOut).toBeVisible();
});

test('a forged recovery hash cannot be used', async ({ page }) => {
  await page.goto('/auth#type=recovery&token=<script>alert(1)</script>');
  await expect(page.getByRole('heading', { name: "This reset link can't be used" })).toBeVisible();
});

test('a 429 lock survives a reload and counts down', async ({ page, request }) => {
  const email = uniqueEmail('locked');
  // Use up this client's sign-in allowance so the next attempt is refused with 429.
  for (let i = 0; i < 12; i++) {
    const res = await request.post('/api/auth/sign-in/email', { data: { email, password: 'Wrong-Password-1' } });
    if (res.status() === 429) break;
  }
  const auth = new AuthPage(page);
  await auth.goto();
  await auth.signIn(email, 'Wrong-Password-1');
  await expect(auth.toast('Too many attempts')).toBeVisible();
  await expect(auth.lockNotice).toBeVisible();
  await expect(auth.signInButton).toBeDisabled();
  const first = Number(await auth.lockSeconds.innerText());
  expect(first).toBeGreaterThan(0);

  await page.reload();
  await expect(auth.lockNotice).toBeVisible();
  await auth.email.fill(email);
  await auth.password.fill('Wrong-Password-1');
  await expect(auth.signInButton).toBeDisabled();
  await expect.poll(async () => Number(await auth.lockSeconds.innerText()), { timeout: 5_000 }).toBeLessThan(first);
});

test('pages offer only what the app does today', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('main')).not.toContainText(/second opinion|plans your trips/i);
  await page.goto('/terms-of-service');
  await expect(page.getByRole('main')).not.toContainText(/widget/i);
  await page.goto('/data-deletion');
  await expect(page.getByRole('heading', { name: 'Data Deletion', level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Style Management → Connections');

  await createVerifiedUser(request, page);
  await page.goto('/trip-planner');
  await expect(page.getByRole('heading', { name: 'Trip Planner', level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/what to pack/i);
});
