/** Page object for /dressing-room. */
import { expect, type Locator, type Page } from '@playwright/test';

export class DressingRoomPage {
  readonly heading: Locator;
  readonly items: Locator;
  readonly price: Locator;
  readonly occasion: Locator;
  readonly season: Locator;
  readonly jsonLd: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Dressing Room' });
    this.items = page.getByTestId('dressing-room-item');
    this.price = page.getByLabel('Price');
    this.occasion = page.getByLabel('Occasion');
    this.season = page.getByLabel('Season');
    this.jsonLd = page.locator('script[type="application/ld+json"]');
  }

  async goto() {
    await this.page.goto('/dressing-room');
    await expect(this.heading).toBeVisible();
  }

  item(name: string | RegExp) {
    return this.items.filter({ has: this.page.getByRole('heading', { name }) });
  }

  async structuredData(): Promise<{ '@type': string; numberOfItems: number; itemListElement: { position: number; item: { name: string; offers?: { priceCurrency: string; price: string } } }[] }> {
    return JSON.parse((await this.jsonLd.first().textContent()) ?? '{}');
  }
}

/** Products from the seeded catalogue through the public search tool. */
export const findProducts = async (page: Page, input: Record<string, unknown>) => {
  const res = await page.request.post('/api/tools/products.search', { data: input });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { products: { id: string; product_name: string; price: number; category: string }[] }).products;
};

export const saveToDressingRoom = async (page: Page, productId: string) => {
  const res = await page.request.post('/api/tools/recommendations.save', { data: { productId } });
  expect(res.ok()).toBe(true);
};
