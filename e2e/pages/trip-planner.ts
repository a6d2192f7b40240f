/** Page object for /trip-planner. */
import { expect, type Locator, type Page } from '@playwright/test';

export class TripPlannerPage {
  readonly heading: Locator;
  readonly destination: Locator;
  readonly startDate: Locator;
  readonly endDate: Locator;
  readonly generate: Locator;
  readonly plan: Locator;
  readonly days: Locator;
  readonly pastTrips: Locator;
  readonly download: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Trip Planner' });
    this.destination = page.getByRole('combobox', { name: 'Destination' });
    this.startDate = page.getByLabel('Start date');
    this.endDate = page.getByLabel('End date');
    this.generate = page.getByRole('button', { name: /Generate outfit plan/ });
    this.plan = page.getByTestId('trip-plan');
    this.days = page.getByTestId('trip-day');
    this.pastTrips = page.getByTestId('past-trip');
    this.download = page.getByRole('button', { name: 'Download .ics' });
  }

  async goto(query = '') {
    await this.page.goto(`/trip-planner${query}`);
    await expect(this.heading).toBeVisible();
  }

  activity(name: string) {
    return this.page.getByRole('checkbox', { name, exact: true });
  }

  /** Chooses an activity as a shopper does: by its chip (the label around a visually hidden checkbox). */
  async chooseActivity(name: string) {
    await this.page.locator('label').filter({ hasText: new RegExp(`^${name}$`) }).click();
    await expect(this.activity(name)).toBeChecked();
  }
}

/** YYYY-MM-DD `days` after today (UTC), as the server counts. */
export const isoInDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
