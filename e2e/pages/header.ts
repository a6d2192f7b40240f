import type { Locator, Page } from '@playwright/test';

export class Header {
  readonly nav: Locator;
  readonly signIn: Locator;
  readonly signOut: Locator;
  constructor(readonly page: Page) {
    this.nav = page.getByRole('banner');
    this.signIn = this.nav.getByRole('link', { name: 'Sign In' });
    this.signOut = this.nav.getByRole('button', { name: 'Sign Out' });
  }
}
