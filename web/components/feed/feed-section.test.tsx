// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { FeedItem, FeedOutput } from '../../../tools/recommendations/feed-rules.js';
import type { HomeFeedOutput } from '../../../tools/recommendations/home-feed.js';
import { FeedSectionView } from './feed-section.js';

vi.mock('../../lib/session.js', () => ({ useSession: () => ({ status: 'authenticated', user: { id: 'u1' } }) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = (id: string, name: string, overrides: Partial<FeedItem>): FeedItem => ({
  id, product_name: name, brand: 'Maison Test', price: 120, price_tier: 'mid', image_url: null,
  product_url: `https://shop.example.com/${id}`, affiliate_url: null, retailer_name: 'Example', category: 'Tops',
  product_description: 'A test piece.', color: 'black', similarity_score: null, match_percent: null, match_label: 'New to you',
  style_match_reason: 'minimalist', saved: false, score: 0.5, score_breakdown: null, ...overrides,
});

/**
 * A server whose dressing room starts with `saved` (product ids), grows with every
 * recommendations.save and shrinks with every dressingRoom.remove (the room's rows are `row-<id>`).
 */
const stubServer = (items: FeedItem[], saved: Set<string>) => {
  const calls: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit) => {
    const tool = path.replace('/api/tools/', '');
    calls.push(tool);
    const input = JSON.parse(String(init.body)) as { productId?: string; id?: string };
    let body: unknown;
    if (tool === 'recommendations.save') {
      saved.add(input.productId!);
      body = { saved: true, added: true, item: null };
    } else if (tool === 'dressingRoom.remove') {
      saved.delete(input.id!.replace('row-', ''));
      body = { removed: input.id };
    } else if (tool === 'dressingRoom.list') {
      body = { items: [...saved].map((id) => ({ id: `row-${id}`, external_product_id: id, item_name: id, is_in_cart: false })) };
    } else {
      const section = (name: FeedOutput['section']): FeedOutput => ({
        section: name, title: 'Recommended For Your Style', tier: 'all', source: 'personalized',
        personalised: false, learning_confidence: 0, learned: false, feedback_count: 0,
        items: name === 'recommended' ? items.map((i) => ({ ...i, saved: saved.has(i.id) })) : [],
      });
      body = {
        tier: 'all',
        sections: { recommended: section('recommended'), similar: section('similar'), trending: section('trending'), discover: section('discover') },
      } satisfies HomeFeedOutput;
    }
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }));
  return calls;
};

const renderSection = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <FeedSectionView section="recommended" tier="all" />
    </QueryClientProvider>,
  );

describe('a /home product card', () => {
  it('shows a percent only when the feed has one', async () => {
    stubServer([item('a', 'Linen Shirt', {}), item('b', 'Wool Coat', { similarity_score: 0.61, match_percent: 93, match_label: '93% match' })], new Set());
    renderSection();
    const [first, second] = await screen.findAllByTestId('product-card');
    expect(first!.textContent).not.toMatch(/match/);
    expect(within(second!).getByText('93% match')).toBeTruthy();
  });

  it('Save tells the dressing room\'s truth, toggles, and keeps keyboard focus on itself', async () => {
    const calls = stubServer([item('a', 'Linen Shirt', {}), item('b', 'Wool Coat', {})], new Set(['b']));
    renderSection();
    const kept = await screen.findByRole('button', { name: 'Save Wool Coat, saved', pressed: true });
    expect(kept.textContent).toContain('Saved');
    const save = screen.getByRole('button', { name: 'Save Linen Shirt', pressed: false });
    save.focus();
    fireEvent.click(save);
    const saved = await screen.findByRole('button', { name: 'Save Linen Shirt, saved', pressed: true });
    // The same button: keyboard focus stays where it was.
    expect(saved).toBe(save);
    expect(document.activeElement).toBe(saved);
    await vi.waitFor(() => expect(saved.getAttribute('aria-busy')).toBeNull());
    // Pressed again, it unsaves: the room is the truth, so the card turns back.
    fireEvent.click(saved);
    await screen.findByRole('button', { name: 'Save Linen Shirt', pressed: false });
    expect(calls.filter((c) => c === 'recommendations.save')).toHaveLength(1);
    expect(calls.filter((c) => c === 'dressingRoom.remove')).toHaveLength(1);
    expect(document.activeElement).toBe(save);
  });
});
