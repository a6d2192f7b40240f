/**
 * The style-confidence figure, the same number and band in every view (onboarding, the /style stat
 * card, the Style DNA panel, Smart Analysis): tools/recommendations/style-confidence.ts over the
 * stored learning confidence.
 */
import { useQuery } from '@tanstack/react-query';
import { styleConfidence, type StyleConfidence } from '../../../tools/recommendations/style-confidence.js';
import { callTool } from '../../lib/api.js';
import { Badge, type BadgeVariant } from '../ui/index.js';

export const STYLE_PROFILE_QUERY_KEY = ['tool', 'styleProfile.get'] as const;

const BAND_VARIANT: Record<StyleConfidence['band'], BadgeVariant> = { High: 'success', Medium: 'warning', Low: 'muted' };

/** The stored profile's figure; null while it loads or when it cannot be read. */
export const useStyleConfidence = (): StyleConfidence | null => {
  const profile = useQuery({ queryKey: STYLE_PROFILE_QUERY_KEY, queryFn: () => callTool<{ learning_confidence: number }>('styleProfile.get', {}) });
  return profile.isSuccess ? styleConfidence(profile.data.learning_confidence) : null;
};

/** "21%" beside a "Low confidence" badge. */
export const StyleConfidenceFigure = ({ value, className = 'font-display text-3xl text-ink' }: { value: StyleConfidence | null; className?: string }) => (
  <span className="inline-flex flex-wrap items-center gap-2" data-testid="style-confidence">
    <span className={className}>{value ? `${value.percent}%` : '–'}</span>
    {value && <Badge variant={BAND_VARIANT[value.band]}>{value.band} confidence</Badge>}
  </span>
);
