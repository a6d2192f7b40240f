/**
 * The one style-confidence figure: how much Atelier has learned about the shopper's taste. It is
 * computed in one place — taste.ts's learning confidence from follows, likes, saves, feedback and
 * uploads, stored on user_style_profiles — and every view (onboarding, the /style stat card, the
 * Style DNA panel, Smart Analysis) shows it through this, with the same number and band. The same
 * figure gates the match percent (match.ts). Pure and browser-safe.
 *
 * (A smart scan's genome also has a confidence_score: how much the accounts and likes it read agree
 * with one another. That describes the scan, not what the app knows, and is not shown as this.)
 */
import { confidenceBand } from '../analysis/contracts.js';

export interface StyleConfidence {
  /** 0-1, as stored. */
  score: number;
  /** 0-100, whole. */
  percent: number;
  band: 'High' | 'Medium' | 'Low';
  /** "21% · Low": the figure and its band, the same words everywhere. */
  text: string;
}

/** The figure for a stored learning confidence; out-of-range or missing values read as 0. */
export const styleConfidence = (learningConfidence: number | null | undefined): StyleConfidence => {
  const score = typeof learningConfidence === 'number' && Number.isFinite(learningConfidence)
    ? Math.max(0, Math.min(1, learningConfidence)) : 0;
  const percent = Math.round(score * 100);
  // Banded on the rounded percent, so "60%" never sits beside "Low".
  const band = confidenceBand(percent / 100);
  return { score, percent, band, text: `${percent}% · ${band}` };
};
