/**
 * An axe-core check of the page as it stands, failing on any serious or critical violation with a
 * readable list (rule, impact, the first few offending elements) instead of a raw JSON dump.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Impacts that fail the check: 'minor' and 'moderate' findings are reported by axe but tolerated. */
const BLOCKING = new Set(['serious', 'critical']);

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Checks the page at rest. Toasts and dialogs fade: axe measuring text mid-fade reports a contrast the
 * settled page does not have (a stacked toast's text fading out behind the front one failed CI that
 * way). With reduced motion, sonner and our own transitions snap to their end state; any finite
 * animation still running is waited out. Spinners and pulses run forever and are left alone.
 */
const settle = async (page: Page) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
};

export const axeFindings = async (page: Page): Promise<AxeFinding[]> => {
  await settle(page);
  try {
    const results = await new AxeBuilder({ page })
      // label-content-name-mismatch is tagged experimental in axe-core, so it is off unless asked for;
      // it is the rule that catches a visible count hidden behind an aria-label.
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      .analyze();
    return results.violations
      .filter((v) => BLOCKING.has(v.impact ?? ''))
      .map((v) => ({
        rule: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      }));
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
};

/** One line per finding, for the assertion message. */
export const describeFindings = (where: string, findings: AxeFinding[]) =>
  findings.map((f) => `${where}: ${f.rule} (${f.impact}) ${f.help} — ${f.targets.join(' | ')}`).join('\n');

/** Fails on any serious or critical finding, listing rule and elements. */
export const expectAccessible = async (page: Page, where: string) => {
  expect(describeFindings(where, await axeFindings(page))).toBe('');
};
