/**
 * The match badge every card uses: the calibrated percent, or the qualitative label when there is
 * not enough signal (tools/recommendations/match.ts decides which, for every view alike).
 */
import { MATCH_HINT } from '../../../tools/recommendations/match-words.js';
import { cn } from '../../lib/cn.js';
import { Badge } from '../ui/index.js';

export const MatchBadge = ({ percent, label, className }: { percent: number | null; label: string; className?: string }) =>
  label ? (
    <Badge variant={percent === null ? 'outline' : 'default'} title={percent === null ? undefined : MATCH_HINT} className={cn(percent === null && 'bg-white/90', className)} data-testid="match-badge">
      {label}
    </Badge>
  ) : null;
