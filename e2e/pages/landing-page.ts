import type { Locator, Page } from '@playwright/test';

export class LandingPage {
  readonly begin: Locator;
  readonly enter: Locator;
  readonly inspiration: Locator;
  constructor(readonly page: Page) {
    this.begin = page.getByRole('link', { name: 'Begin Your Style Journey' });
    this.enter = page.getByRole('link', { name: 'Enter Your Atelier' });
    this.inspiration = page.getByRole('main').getByRole('link', { name: 'Style Inspiration', exact: true });
  }
  async goto() {
    await this.page.goto('/');
  }
}
