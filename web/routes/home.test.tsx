// @vitest-environment jsdom
/** /home asks for its four sections at once, side by side, not one after another. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { FEED_SECTION_TITLES, FEED_SECTIONS, type FeedOutput, type FeedSection } from '../../tools/recommendations/feed-rules.js';
import HomeRoute from './home.js';

// The cards' Save reads the dressing room only for a signed-in shopper; this test counts feed requests alone.
vi.mock('../lib/session.js', () => ({ useSession: () => ({ status: 'unauthenticated', user: null }) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/home', () => {
  it('requests all four sections before any of them has answered', async () => {
    const asked: FeedSection[] = [];
    const answers: (() => void)[] = [];
    vi.stubGlobal('fetch', vi.fn((_path: string, init: RequestInit) => {
      const { section } = JSON.parse(String(init.body)) as { section: FeedSection };
      asked.push(section);
      const body: FeedOutput = {
        section, title: FEED_SECTION_TITLES[section], tier: 'all', source: 'personalized', personalised: false,
        learning_confidence: 0, learned: false, feedback_count: 0,
        items: [{
          id: `${section}-1`, product_name: `${section} piece`, brand: 'B', price: 50, price_tier: 'budget', image_url: null,
          product_url: 'https://shop.example.com/x', affiliate_url: null, retailer_name: 'R', category: 'Tops',
          product_description: '', color: null, similarity_score: null, match_percent: null, match_label: 'New to you', style_match_reason: 'r',
          saved: false, score: 0.5, score_breakdown: null,
        }],
      };
      // Nothing answers until every request is in.
      return new Promise<Response>((resolve) => {
        answers.push(() => resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })));
      });
    }));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter><HomeRoute /></MemoryRouter>
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect([...asked].sort()).toEqual([...FEED_SECTIONS].sort()));
    for (const answer of answers) answer();
    for (const section of FEED_SECTIONS) expect(await screen.findByText(`${section} piece`)).toBeTruthy();
    // Each section reads the answer already in hand: no second request.
    expect(asked).toHaveLength(4);
  });
});
