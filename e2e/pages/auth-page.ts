import { expect, type Locator, type Page } from '@playwright/test';

export class AuthPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly signInButton: Locator;
  readonly createAccountButton: Locator;
  readonly lockNotice: Locator;
  readonly lockSeconds: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Sign in to the product' });
    this.email = page.getByLabel('Email', { exact: true });
    this.password = page.getByLabel('Password', { exact: true });
    this.signInButton = page.getByRole('button', { name: 'Sign in', exact: true });
    this.createAccountButton = page.getByRole('button', { name: 'Create account' });
    this.lockNotice = page.getByTestId('lock-notice');
    this.lockSeconds = page.getByTestId('lock-seconds');
  }

  async goto(query = '') {
    await this.page.goto(`/auth${query}`);
    await expect(this.heading).toBeVisible();
  }

  async signIn(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.signInButton.click();
  }

  async openJoin() {
    await this.page.getByRole('tab', { name: 'Join Atelier' }).click();
  }

  async signUp(email: string, password: string) {
    await this.openJoin();
    await this.email.fill(email);
    await this.password.fill(password);
    await this.createAccountButton.click();
  }

  async requestReset(email: string) {
    await this.page.getByRole('button', { name: 'Forgot password?' }).click();
    await this.email.fill(email);
    await this.page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(this.page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  }

  async setNewPassword(password: string) {
    await expect(this.page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await this.page.getByLabel('New password', { exact: true }).fill(password);
    await this.page.getByLabel('Confirm password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Update password' }).click();
  }

  toast(title: string) {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: title });
  }
}
