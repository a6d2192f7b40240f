// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { LookAnalysis } from '../../../tools/looks/contracts.js';
import type { OutfitsSuggestOutput, SavedOutfit } from '../../../tools/outfits/contracts.js';
import type { TripPlan } from '../../../tools/trips/contracts.js';
import { isLookUp, ToolResult } from './tool-cards.js';

// Product cards carry the Save control, which asks who is signed in; a guest's room is never read.
vi.mock('../../lib/session.js', () => ({ useSession: () => ({ status: 'unauthenticated', user: null }) }));

afterEach(cleanup);

const show = (toolName: string, output: unknown, lookUp = false) =>
  render(<QueryClientProvider client={new QueryClient()}><MemoryRouter><ToolResult toolName={toolName} output={output} lookUp={lookUp} /></MemoryRouter></QueryClientProvider>);

const weather = { temp_c: 23, temp_f: 73, high_c: 23, low_c: 15, high_f: 73, low_f: 59, condition: 'Partly Cloudy', icon: 'cloud-sun', rain_chance: 20, source: 'normals' } as const;
const item = (id: string, name: string, fromWardrobe: boolean) => ({
  id, name, category: 'Tops', slot: 'top', from_wardrobe: fromWardrobe, price: fromWardrobe ? null : 95, image_url: null, brand: null,
  shop_url: null, is_product: !fromWardrobe,
}) as const;

const trip: TripPlan = {
  id: '5d2b1f0e-8c1a-4c55-9d7e-2f1a3b4c5d6e', trip_name: 'Trip to Lisbon, Portugal', destination: 'Lisbon, Portugal',
  start_date: '2026-05-03', end_date: '2026-05-07', day_count: 5, activities: ['City Walk', 'Restaurant'],
  days: [1, 2, 3, 4, 5].map((day) => ({
    day, date: `2026-05-0${day + 2}`, activity: day % 2 ? 'City Walk' : 'Restaurant', weather, items: [item('w1', 'White Poplin Shirt', true), item('p1', 'Blue Straight Jeans', false)], styling_tips: [],
  })),
  packing: { items: [], pieces: 6, owned: 4, to_buy: 2, total_to_buy: 173 },
  weather_note: 'Based on average May weather in Lisbon.', weather_from: null, price_tier: 'mid', fallback: false, notice: null,
  created_at: '2026-04-20T10:00:00.000Z', updated_at: '2026-04-20T10:00:00.000Z',
};

describe('stylist chat cards', () => {
  it('draws a planned trip compactly, linking to the full plan on /trip-planner', () => {
    show('trips_plan', { trip });
    const card = screen.getByRole('group', { name: 'Trip to Lisbon, Portugal' });
    expect(within(card).getByText(/5 days/)).toBeTruthy();
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
    expect(card.textContent).toContain('Pack 6 pieces: 4 from your wardrobe, 2 to buy ($173)');
    const link = within(card).getByRole('link', { name: 'Open the full plan for Trip to Lisbon, Portugal' });
    expect(link.getAttribute('href')).toBe(`/trip-planner?trip=${trip.id}`);
  });

  it('says a fallback plan is one', () => {
    show('trips_get', { trip: { ...trip, fallback: true, notice: { title: 'Generated basic outfit plan', description: 'Using fallback suggestions' } } });
    expect(screen.getByRole('note').textContent).toBe('Generated basic outfit plan: Using fallback suggestions');
  });

  it('lists saved trips as links to their plans', () => {
    show('trips_list', { trips: [{ ...trip, pieces: 6, to_buy: 2 }] });
    expect(screen.getByRole('link', { name: /Trip to Lisbon, Portugal/ }).getAttribute('href')).toBe(`/trip-planner?trip=${trip.id}`);
  });

  it('draws suggestions with where each piece comes from and its match', () => {
    const output: OutfitsSuggestOutput = {
      slot: 'shoes', matched_against: 'outfit', completion_score: 50, hints: [],
      suggestions: [
        { source: 'wardrobe', id: 'w1', name: 'White Leather Sneakers', brand: null, image_url: null, price: null, category: 'Shoes', url: null, slot: 'shoes', available: true, similarity: 0.8, match_percent: 91, match_label: '91% match', style_match_reason: 'white', why: ['owned'] },
        { source: 'product', id: 'p1', name: 'Black Ankle Boots', brand: 'Forma', image_url: '/media/p1.svg', price: 240, category: 'Shoes', url: null, slot: 'shoes', available: true, similarity: 0.6, match_percent: 70, match_label: '70% match', style_match_reason: 'black', why: [] },
      ],
    };
    show('outfits_suggest', output);
    const card = screen.getByRole('group', { name: 'Shoes for your outfit' });
    expect(card.textContent).toContain('White Leather Sneakers');
    expect(card.textContent).toContain('Yours');
    expect(card.textContent).toContain('$240');
    expect(card.textContent).toContain('91% match');
  });

  it('draws a look with its score, what the shopper has and what would finish it', () => {
    const look: LookAnalysis = {
      basis: 'pieces', anchor: null, completionScore: 50, palette: ['white'], aesthetics: [], styleNotes: [],
      ownedPieces: [{ name: 'White Poplin Shirt', imageUrl: null, source: 'wardrobe', id: 'w1', category: 'Tops', slot: 'top', similarity: 1 }],
      missingPieces: [{
        category: 'Shoes', slot: 'shoes', description: 'Shoes', essential: true,
        alternatives: [{ productId: 'p1', name: 'White Leather Sneakers', brand: 'Pace', price: 95, priceLevel: 'budget', imageUrl: null, retailerImageUrl: null, retailerUrl: 'https://shop.example/p/5', retailerName: 'Pace', similarity: 0.7, reason: 'white' }],
      }],
    };
    show('looks_complete', look);
    const card = screen.getByRole('group', { name: 'Your look' });
    expect(within(card).getByRole('progressbar', { name: 'Look completion' })).toBeTruthy();
    expect(within(card).getByRole('region', { name: 'Pieces you have' }).textContent).toContain('White Poplin Shirt');
    expect(within(card).getByRole('button', { name: 'Save White Leather Sneakers' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'White Leather Sneakers' }).getAttribute('href')).toBe('/products/p1');
  });

  it('names each product it found with a link to its page, beside the retailer\'s Shop link', () => {
    const id = '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c';
    show('products_search', { products: [{ id, product_name: 'Wool Coat', brand: 'Forma', price: 240, image_url: null, product_url: `/demo-retailer/${id}`, affiliate_url: null }] });
    const card = screen.getByTestId('chat-product-card');
    expect(within(card).getByRole('link', { name: 'Wool Coat' }).getAttribute('href')).toBe(`/products/${id}`);
    expect(within(card).getByRole('link', { name: 'Shop Wool Coat (opens in a new tab)' }).getAttribute('href')).toBe(`/demo-retailer/${id}`);
  });

  it('marks a saved outfit’s piece that has left the wardrobe', () => {
    const piece = { source: 'wardrobe', id: 'w1', name: 'White Poplin Shirt', brand: null, image_url: null, price: null, category: 'Tops', url: null, slot: 'top', available: false } as const;
    const outfit: SavedOutfit = {
      id: 'o1', name: 'Weekend', completion_score: 50, hints: [], style_words: [], created_at: '', updated_at: '',
      slots: { dress: null, top: piece, bottom: null, outerwear: null, shoes: null, bag: null, accessories: [] },
    };
    show('outfits_save', { outfit });
    expect(screen.getByRole('group', { name: 'Weekend' }).textContent).toContain('White Poplin Shirt (no longer available)');
  });

  it('draws a wardrobe answer stored before pieces carried their garment attributes', () => {
    const stored = { id: 'w1', item_name: 'Grey Wool Coat', category: 'Outerwear', image_url: null, brand: null, color: 'grey', created_at: '', updated_at: '' };
    show('wardrobe_list', { items: [stored], total: 1 });
    expect(screen.getByTestId('chat-wardrobe-card').textContent).toContain('Grey Wool Coat');
  });

  it('draws nothing for a result that does not have its contract’s shape, or for a look-up', () => {
    expect(show('trips_plan', { trip: { id: 'x' } }).container.textContent).toBe('');
    cleanup();
    expect(show('trips_list', { trips: [{ ...trip, pieces: 6, to_buy: 2 }] }, true).container.textContent).toBe('');
  });

  it('knows a read made to find what a later call acts on', () => {
    expect(isLookUp(['wardrobe_list', 'wardrobe_remove'], 0)).toBe(true);
    expect(isLookUp(['trips_list', 'trips_get'], 0)).toBe(true);
    expect(isLookUp(['products_search', 'looks_complete'], 0)).toBe(true);
    // A search the shopper asked for stays visible when a piece of it is saved next.
    expect(isLookUp(['products_search', 'dressingRoom_add'], 0)).toBe(false);
    expect(isLookUp(['wardrobe_list'], 0)).toBe(false);
    expect(isLookUp(['wardrobe_remove', 'wardrobe_list'], 1)).toBe(false);
  });
});
