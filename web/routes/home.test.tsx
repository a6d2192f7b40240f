// @vitest-environment jsdom
/** /home asks for its four sections in one request, and each section reads its part of the answer. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { FEED_SECTION_TITLES, FEED_SECTIONS, type FeedOutput, type FeedSection } from '../../tools/recommendations/feed-rules.js';
import type { HomeFeedOutput } from '../../tools/recommendations/home-feed.js';
import HomeRoute from './home.js';

// The cards' Save reads the dressing room only for a signed-in shopper; this test counts feed requests alone.
vi.mock('../lib/session.js', () => ({ useSession: () => ({ status: 'unauthenticated', user: null }) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sectionOf = (section: FeedSection): FeedOutput => ({
  section, title: FEED_SECTION_TITLES[section], tier: 'all', source: 'personalized', personalised: false,
  learning_confidence: 0, learned: false, feedback_count: 0,
  items: [0, 1, 2, 3, 4].map((n) => ({
    id: `${section}-${n}`, product_name: `${section} piece ${n}`, brand: 'B', price: 50, price_tier: 'budget', image_url: `/media/products/${section}-${n}.svg`,
    product_url: 'https://shop.example.com/x', affiliate_url: null, retailer_name: 'R', category: 'Tops',
    product_description: '', color: null, similarity_score: null, match_percent: null, match_label: 'New to you', style_match_reason: 'r',
    saved: false, score: 0.5, score_breakdown: null,
  })),
});

describe('/home', () => {
  it('makes one feed request for the four sections, showing card-sized blocks until it answers', async () => {
    const asked: { path: string; body: unknown }[] = [];
    let answer: () => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn((path: string, init: RequestInit) => {
      asked.push({ path, body: JSON.parse(String(init.body)) });
      const body: HomeFeedOutput = {
        tier: 'all',
        sections: { recommended: sectionOf('recommended'), similar: sectionOf('similar'), trending: sectionOf('trending'), discover: sectionOf('discover') },
      };
      return new Promise<Response>((resolve) => {
        answer = () => resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
      });
    }));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter><HomeRoute /></MemoryRouter>
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toEqual({ path: '/api/tools/recommendations.home', body: { tier: 'all', favoriteIds: [] } });
    // Every section's heading is there at once, over blocks shaped like its cards.
    for (const section of FEED_SECTIONS) expect(screen.getByRole('heading', { name: FEED_SECTION_TITLES[section] })).toBeTruthy();
    expect(screen.getAllByTestId('feed-skeleton')).toHaveLength(4);
    answer();
    // The first section first (its pictures are asked for at once), the others in a render after it.
    for (const section of FEED_SECTIONS) expect(await screen.findByText(`${section} piece 0`, {}, { timeout: 10_000 })).toBeTruthy();
    expect(asked).toHaveLength(1);

    // The page's first picture comes first; the rest of the first row at once; everything else when near.
    const images = screen.getAllByRole('img') as HTMLImageElement[];
    const first = images.find((img) => img.alt === 'recommended piece 0')!;
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(first.getAttribute('loading')).toBe('eager');
    expect([first.getAttribute('width'), first.getAttribute('height')]).toEqual(['400', '500']);
    expect(images.find((img) => img.alt === 'recommended piece 3')!.getAttribute('loading')).toBe('eager');
    expect(images.find((img) => img.alt === 'recommended piece 4')!.getAttribute('loading')).toBe('lazy');
    expect(images.find((img) => img.alt === 'discover piece 0')!.getAttribute('loading')).toBe('lazy');
    expect(images.filter((img) => img.getAttribute('fetchpriority') === 'high')).toHaveLength(1);
  });
});
