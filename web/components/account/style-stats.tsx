/**
 * The four stat cards of /style (product rules §2 shows them hard-coded: 12, 87%, 45, 23). Atelier counts
 * them: influencers followed, the style profile's learning confidence, wardrobe items, saved outfits.
 */
import { useQuery } from '@tanstack/react-query';
import { styleConfidence } from '../../../tools/recommendations/style-confidence.js';
import { callTool } from '../../lib/api.js';
import { STYLE_PROFILE_QUERY_KEY } from '../match/style-confidence.js';
import { Card } from '../ui/index.js';
import { useFollowedAll } from '../discovery/influencers-tab.js';

interface StyleProfile { learning_confidence: number; wardrobe_item_count: number; outfit_count: number }


export const StyleStats = () => {
  const profile = useQuery({ queryKey: STYLE_PROFILE_QUERY_KEY, queryFn: () => callTool<StyleProfile>('styleProfile.get', {}) });
  // The Influencers tab's list (paused ones too), so /style asks for the follows once; active ones count.
  const followed = useFollowedAll();
  const value = (known: boolean, text: () => string) => (known ? text() : '–');
  const stats = [
    { label: 'Influencers', value: value(followed.isSuccess, () => String(followed.data!.influencers.filter((i) => i.is_active).length)) },
    // The one figure (style-confidence.ts), banded as in onboarding and the Style DNA panel.
    { label: 'Style confidence', value: value(profile.isSuccess, () => `${styleConfidence(profile.data!.learning_confidence).percent}%`),
      band: profile.isSuccess ? styleConfidence(profile.data!.learning_confidence).band : null },
    { label: 'Wardrobe items', value: value(profile.isSuccess, () => String(profile.data!.wardrobe_item_count)) },
    { label: 'Outfits created', value: value(profile.isSuccess, () => String(profile.data!.outfit_count)) },
  ];
  return (
    <div className="mb-10 grid grid-cols-2 gap-4 sm:grid-cols-4" aria-busy={profile.isPending || followed.isPending}>
      {stats.map((s) => (
        <Card key={s.label} className="p-5">
          <p className="font-display text-3xl text-ink" data-testid={`stat-${s.label}`}>{s.value}</p>
          <p className="text-sm text-stone-600">{s.label}{'band' in s && s.band ? ` · ${s.band}` : ''}</p>
        </Card>
      ))}
    </div>
  );
};
