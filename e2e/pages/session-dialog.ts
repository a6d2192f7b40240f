import type { Locator, Page } from '@playwright/test';

export class SessionDialog {
  readonly dialog: Locator;
  readonly timeLeft: Locator;
  readonly connection: Locator;
  readonly extend: Locator;
  readonly continueWithout: Locator;
  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Session Expiring Soon' });
    this.timeLeft = this.dialog.getByTestId('session-time-left');
    this.connection = this.dialog.getByTestId('session-connection');
    this.extend = this.dialog.getByRole('button', { name: 'Extend Session' });
    this.continueWithout = this.dialog.getByRole('button', { name: 'Continue Without Refreshing' });
  }

  /** Seconds shown as m:ss. */
  async secondsLeft(): Promise<number> {
    const [m, s] = (await this.timeLeft.innerText()).split(':').map(Number);
    return (m ?? 0) * 60 + (s ?? 0);
  }
}
