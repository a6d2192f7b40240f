/** Page objects for /wardrobe and the /style Wardrobe and My Products tabs, and the photos the specs upload. */
import sharp from 'sharp';
import { expect, type Locator, type Page } from '@playwright/test';

/** A garment-like picture: a coloured body (and a second-colour band) on a white background. */
export const garmentPng = async (body: [number, number, number], band: [number, number, number] = body): Promise<Buffer> => {
  const [w, h] = [320, 400];
  const shape = (rgb: [number, number, number], width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } }).png().toBuffer();
  return sharp({ create: { width: w, height: h, channels: 3, background: { r: 250, g: 250, b: 250 } } })
    .composite([
      { input: await shape(body, 200, 300), left: 60, top: 50 },
      { input: await shape(band, 200, 60), left: 60, top: 250 },
    ])
    .png()
    .toBuffer();
};

export const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title }).first();

export class WardrobePage {
  readonly heading: Locator;
  readonly builder: Locator;
  readonly score: Locator;
  readonly catalogue: Locator;
  readonly wardrobeItems: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'My Wardrobe' });
    this.builder = page.getByRole('region', { name: 'Outfit Builder' });
    this.score = page.getByTestId('outfit-score');
    this.catalogue = page.locator('section[aria-labelledby="my-wardrobe-heading"]');
    this.wardrobeItems = page.getByTestId('wardrobe-item');
  }

  async goto() {
    await this.page.goto('/wardrobe');
    await expect(this.heading).toBeVisible();
  }

  /** Opens the add dialog in Photo mode. */
  async openAddByPhoto() {
    await this.catalogue.getByRole('button', { name: 'Add Item' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Add to your wardrobe' });
    await dialog.getByRole('tab', { name: 'Photo' }).click();
    return dialog;
  }

  /** Chooses the first suggestion for a slot through its dialog. */
  async chooseFirst(slotLabel: string) {
    await this.builder.getByRole('button', { name: `Choose ${slotLabel}` }).click();
    const dialog = this.page.getByRole('dialog');
    const first = dialog.getByTestId('suggestion').first();
    await expect(first).toBeVisible();
    await first.getByRole('button', { name: /^Add / }).click();
    await expect(dialog).toBeHidden();
  }
}

