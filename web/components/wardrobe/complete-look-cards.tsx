/**
 * Complete Look Suggestions (product rules §2 /wardrobe: Elevated Weekend and Minimalist Chic, up to 4
 * items each). The spec's cards are fixed; these are composed for real: each card finds an anchor
 * piece in the catalogue by its theme, then looks.complete fills the missing slots with the
 * nearest catalogue pieces to the anchor's palette and aesthetic (mid-range where there is one).
 */
import { useQuery } from '@tanstack/react-query';
import type { Product } from '../../../tools/catalogue/contracts.js';
import type { LookAnalysis } from '../../../tools/looks/contracts.js';
import { callTool, errorMessage } from '../../lib/api.js';
import { formatPrice } from '../../lib/format.js';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, Spinner } from '../ui/index.js';
import { SaveToggle } from '../dressing-room/save-toggle.js';
import { LOOK_THEMES, composeLookItems, type LookCardItem, type LookTheme } from './compose-look.js';
import { countOf } from '../../../tools/text/phrase.js';

interface ComposedLook {
  look: LookAnalysis;
  items: LookCardItem[];
}

/** Both cards in one pass, so the second never repeats a piece the first shows. */
const useComposedLooks = () =>
  useQuery({
    queryKey: ['complete-looks'],
    queryFn: async () => {
      const used = new Set<string>();
      const looks: (ComposedLook | null)[] = [];
      for (const theme of LOOK_THEMES) {
        const { products } = await callTool<{ products: Product[] }>('products.search', { ...theme.search, limit: 5 });
        const anchor = products.find((p) => !used.has(p.id));
        if (!anchor) { looks.push(null); continue; }
        const look = await callTool<LookAnalysis>('looks.complete', { productId: anchor.id });
        const items = composeLookItems(anchor, look, used);
        for (const item of items) used.add(item.productId);
        looks.push({ look, items });
      }
      return looks;
    },
    staleTime: 5 * 60_000,
  });

interface LookCardProps {
  theme: LookTheme;
  pending: boolean;
  error: Error | null;
  composed: ComposedLook | null;
}

const LookCard = ({ theme, pending, error, composed }: LookCardProps) => {
  const total = composed?.items.reduce((s, i) => s + i.price, 0) ?? 0;
  return (
    <Card className="flex flex-col" data-testid="complete-look-card">
      <CardHeader>
        <CardTitle as="h3">{theme.title}</CardTitle>
        <CardDescription>{theme.blurb}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        {pending ? (
          <div className="flex justify-center py-8"><Spinner label={`Composing ${theme.title}`} /></div>
        ) : error ? (
          <p className="text-sm text-red-800">Could not compose this look: {errorMessage(error)}</p>
        ) : !composed ? (
          <p className="text-sm text-stone-600">Nothing in the catalogue fits this look yet.</p>
        ) : (
          <>
            <ul className="grid grid-cols-2 gap-3">
              {composed.items.map((item) => (
                <li key={item.productId} className="flex flex-col gap-1">
                  <div className="relative aspect-square overflow-hidden rounded-xl bg-stone-100">
                    {item.imageUrl && <img src={item.imageUrl} alt={item.name}  className="h-full w-full object-cover" />}
                    <Badge variant="muted" className="absolute left-2 top-2">{item.role}</Badge>
                  </div>
                  <p className="line-clamp-1 text-sm font-medium text-ink">{item.name}</p>
                  <div className="flex items-center justify-between gap-1">
                    <span className="text-xs text-stone-600">{formatPrice(item.price)}</span>
                    <SaveToggle piece={{ productId: item.productId, name: item.name }} look="ghost" className="h-7 px-2 text-xs" label={`Save ${item.name} to the dressing room`} />
                  </div>
                </li>
              ))}
            </ul>
            <p className="mt-auto text-sm text-stone-700">
              {countOf(composed.items.length, 'piece', { zero: 'number' })} · {formatPrice(Math.round(total * 100) / 100)}
              {composed.look.aesthetics.length > 0 && <> · <span className="capitalize">{composed.look.aesthetics.slice(0, 2).join(', ')}</span></>}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
};

const LookCards = () => {
  const looks = useComposedLooks();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {LOOK_THEMES.map((theme, i) => (
        <LookCard key={theme.title} theme={theme} pending={looks.isPending} error={looks.error} composed={looks.data?.[i] ?? null} />
      ))}
    </div>
  );
};

export const CompleteLookSuggestions = () => (
  <section aria-labelledby="complete-looks-heading" className="flex flex-col gap-4">
    <div>
      <h2 id="complete-looks-heading" className="font-display text-2xl text-ink">Complete Look Suggestions</h2>
      <p className="text-sm text-stone-600">Whole outfits built around one piece, matched by palette and aesthetic.</p>
    </div>
    <LookCards />
  </section>
);
