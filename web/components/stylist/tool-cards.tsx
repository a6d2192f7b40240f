/**
 * Tool results in the stylist chat, drawn as cards: products (image, price, Save, Shop) and
 * influencers (Follow). Other results show as a one-line summary.
 */
import { useState } from 'react';
import { Bookmark, ShoppingBag, UserPlus } from 'lucide-react';
import { toast } from 'sonner';
import { callTool, errorMessage } from '../../lib/api.js';
import { Button, Card } from '../ui/index.js';
import { formatPrice } from '../../lib/format.js';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

interface ProductLike { id: string; product_name: string; brand?: string; price?: number; image_url?: string | null; product_url?: string; affiliate_url?: string | null }

export const productsIn = (output: unknown): ProductLike[] => {
  if (!isRecord(output)) return [];
  for (const key of ['products', 'items', 'recommendations']) {
    const list = output[key];
    if (Array.isArray(list)) {
      const items = list.filter(isRecord).map((i) => (isRecord(i.product) ? { ...i.product, ...i } : i)).filter((i) => typeof i.product_name === 'string');
      if (items.length) return items as unknown as ProductLike[];
    }
  }
  return [];
};

export const influencersIn = (output: unknown): { handle: string; score?: number }[] => {
  if (!isRecord(output)) return [];
  for (const key of ['influencers', 'similar', 'results']) {
    const list = output[key];
    if (Array.isArray(list)) {
      return list.filter(isRecord).filter((i) => typeof i.handle === 'string')
        .map((i) => ({ handle: String(i.handle), score: typeof i.similarity_score === 'number' ? i.similarity_score : undefined }));
    }
  }
  return [];
};

const ProductMini = ({ p }: { p: ProductLike }) => {
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      const out = await callTool<{ added: boolean }>('dressingRoom.add', { productId: p.id });
      toast.success(out.added ? `Saved ${p.product_name} to your dressing room` : `${p.product_name} is already in your dressing room`);
    } catch (error) {
      toast.error('Save failed', { description: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card className="flex min-w-0 flex-col overflow-hidden" data-testid="chat-product-card">
      <div className="aspect-[4/5] bg-stone-100">{p.image_url && <img src={p.image_url} alt={p.product_name} loading="lazy" className="h-full w-full object-cover" />}</div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        {p.brand && <p className="text-[11px] uppercase tracking-widest text-stone-500">{p.brand}</p>}
        <p className="text-sm leading-snug text-ink">{p.product_name}</p>
        {typeof p.price === 'number' && <p className="text-sm font-medium">{formatPrice(p.price)}</p>}
        {/* flex-1: in a narrow card the two buttons stack to full width rather than leave one ragged. */}
        <div className="mt-auto flex flex-wrap gap-1.5 pt-2 [&>*]:flex-1">
          <Button size="sm" variant="outline" onClick={save} disabled={saving} aria-label={`Save ${p.product_name}`}><Bookmark aria-hidden className="h-3.5 w-3.5" /> Save</Button>
          {p.product_url && (
            <Button size="sm" asChild>
              <a href={p.affiliate_url ?? p.product_url} target="_blank" rel="noopener noreferrer" aria-label={`Shop ${p.product_name} (opens in a new tab)`}><ShoppingBag aria-hidden className="h-3.5 w-3.5" /> Shop</a>
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
};

const InfluencerChip = ({ handle, score }: { handle: string; score?: number }) => {
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const follow = async () => {
    setState('busy');
    try {
      await callTool('influencers.follow', { handles: [handle] });
      setState('done');
      toast.success(`You now follow @${handle}`);
    } catch (error) {
      setState('idle');
      toast.error('Follow failed', { description: errorMessage(error) });
    }
  };
  return (
    <Card className="flex items-center gap-3 px-3 py-2" data-testid="chat-influencer-card">
      <span className="text-sm">@{handle}{score !== undefined && <span className="text-stone-500"> · {Math.round(score * 100)}%</span>}</span>
      <Button size="sm" variant="outline" onClick={follow} disabled={state !== 'idle'}><UserPlus aria-hidden className="h-3.5 w-3.5" /> {state === 'done' ? 'Following' : 'Follow'}</Button>
    </Card>
  );
};

export const ToolResult = ({ toolName, output, error }: { toolName: string; output?: unknown; error?: string }) => {
  if (error) return <p className="text-xs text-red-700">{toolName.replaceAll('_', '.')}: {error}</p>;
  const products = productsIn(output);
  // A grid, not a sideways scroller: on a phone a scroller showed one card and cut the next one's
  // Save in half, with nothing to say more cards were there.
  if (products.length) {
    return (
      <div className="grid w-full max-w-2xl grid-cols-2 gap-3 sm:grid-cols-3" data-testid="chat-product-grid">
        {products.slice(0, 6).map((p) => <ProductMini key={p.id} p={p} />)}
      </div>
    );
  }
  const influencers = toolName.startsWith('influencers_followed') ? [] : influencersIn(output);
  if (influencers.length) return <div className="flex flex-wrap gap-2">{influencers.slice(0, 6).map((i) => <InfluencerChip key={i.handle} {...i} />)}</div>;
  return null;
};
