import type { Locator, Page } from '@playwright/test';

export class Header {
  readonly nav: Locator;
  readonly signIn: Locator;
  readonly signOut: Locator;
  /** Desktop only: the signed-in shopper's menu of rooms. */
  readonly accountMenu: Locator;
  /** Phones only: the disclosure button for the mobile menu. */
  readonly menuButton: Locator;
  constructor(readonly page: Page) {
    this.nav = page.getByRole('banner');
    this.signIn = this.nav.getByRole('link', { name: 'Sign In' });
    this.signOut = this.nav.getByRole('button', { name: 'Sign Out' });
    this.accountMenu = this.nav.getByRole('button', { name: 'My Atelier' });
    this.menuButton = this.nav.getByRole('button', { name: 'Open menu' });
  }

  /** The spec's header links, in order, by accessible name. */
  async mainLinkNames(): Promise<string[]> {
    const links = this.nav.getByRole('navigation', { name: 'Main' }).getByRole('link');
    return links.allInnerTexts();
  }
}
