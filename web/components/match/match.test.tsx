// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MATCH_HINT } from '../../../tools/recommendations/match-words.js';
import { styleConfidence } from '../../../tools/recommendations/style-confidence.js';
import { MatchBadge } from './match-badge.js';
import { StyleConfidenceFigure } from './style-confidence.js';

afterEach(cleanup);

describe('MatchBadge', () => {
  it('shows the calibrated percent with what it means', () => {
    render(<MatchBadge percent={64} label="64% match" />);
    const badge = screen.getByTestId('match-badge');
    expect(badge.textContent).toBe('64% match');
    expect(badge.getAttribute('title')).toBe(MATCH_HINT);
  });

  it('shows the label, and no percent hint, without enough signal', () => {
    render(<MatchBadge percent={null} label="New to you" />);
    const badge = screen.getByTestId('match-badge');
    expect(badge.textContent).toBe('New to you');
    expect(badge.getAttribute('title')).toBeNull();
  });
});

describe('StyleConfidenceFigure', () => {
  it('shows the one figure and its band', () => {
    render(<StyleConfidenceFigure value={styleConfidence(0.21)} />);
    expect(screen.getByTestId('style-confidence').textContent).toBe('21%Low confidence');
  });

  it('shows a dash while it is unknown', () => {
    render(<StyleConfidenceFigure value={null} />);
    expect(screen.getByTestId('style-confidence').textContent).toBe('–');
  });
});
