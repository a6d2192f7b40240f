/**
 * /products/:id, public: one catalogue piece with its photo, price tier, brand and description; for a
 * signed-in shopper its match and why, Save and Add to cart, and the look around it (what they own
 * and what they could buy); pieces like it; and the retailer's link, marked as leaving Atelier.
 * The server writes the piece's JSON-LD and Open Graph tags into this page's HTML
 * (server/product-page), so crawlers read them without running this code.
 */
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ChevronLeft } from 'lucide-react';
import { PRICE_TIER_LABELS } from '../../tools/recommendations/vocabulary.js';
import { Badge, Button, Spinner } from '../components/ui/index.js';
import { MatchBadge } from '../components/match/match-badge.js';
import { SaveToggle } from '../components/dressing-room/save-toggle.js';
import { CartToggle } from '../components/product/cart-toggle.js';
import { RetailerLink } from '../components/product/retailer-link.js';
import { SimilarItems } from '../components/product/similar-items.js';
import { isMissing, useLookAround, useProduct, useSimilarProducts } from '../components/product/use-product.js';
import { LookResult } from '../components/wardrobe/look-result.js';
import { errorMessage } from '../lib/api.js';
import { formatPrice } from '../lib/format.js';
import { authPathFor } from '../lib/redirect.js';
import { useSession } from '../lib/session.js';
import { usePageTitle } from '../lib/title.js';
import NotFoundRoute from './not-found.js';

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <section aria-labelledby={id} className="flex flex-col gap-4">
    <h2 id={id} className="font-display text-2xl text-ink">{title}</h2>
    {children}
  </section>
);

export default function ProductRoute() {
  const { id = '' } = useParams();
  const session = useSession();
  const viewer = session.status === 'authenticated' ? session.user?.id ?? null : null;
  const known = session.status !== 'loading';
  const product = useProduct(id, viewer);
  const found = product.data?.product;
  const similar = useSimilarProducts(id, viewer, known && !!found);
  const look = useLookAround(id, viewer, known && !!found);
  // The same title the server writes into this page's HTML (server/product-page/head.ts).
  const missing = product.isError && isMissing(product.error);
  usePageTitle(found ? `${found.product_name} by ${found.brand}` : missing ? 'Page not found' : null);

  if (missing) return <NotFoundRoute />;
  if (product.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="font-display text-3xl text-ink">Could not load this piece</h1>
        <p className="mt-3 text-stone-600">{errorMessage(product.error)}</p>
        <Button className="mt-6" onClick={() => void product.refetch()}>Try again</Button>
      </div>
    );
  }
  if (!found || !known) {
    return <div className="flex justify-center py-24"><Spinner label="Loading this piece" /></div>;
  }

  const match = product.data?.match ?? null;
  const signedIn = viewer !== null;
  const here = `/products/${encodeURIComponent(found.id)}`;
  return (
    <article className="mx-auto flex w-full max-w-6xl flex-col gap-12 px-4 py-8 sm:px-6 sm:py-12" data-testid="product-page">
      <div className="grid gap-8 md:grid-cols-2 md:gap-12">
        <div className="flex flex-col gap-3">
          <Link to={signedIn ? '/home' : '/'} className="inline-flex items-center gap-1 text-sm text-stone-600 hover:text-ink">
            <ChevronLeft aria-hidden className="size-4" /> {signedIn ? 'Back to your feed' : 'Atelier home'}
          </Link>
          <div className="aspect-[4/5] overflow-hidden rounded-2xl bg-stone-100">
            {found.image_url && <img src={found.image_url} alt={found.product_name} className="h-full w-full object-cover" fetchPriority="high" />}
          </div>
        </div>
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <p className="text-xs uppercase tracking-widest text-stone-500" data-testid="product-brand">{found.brand}</p>
            <h1 className="font-display text-4xl leading-tight text-ink">{found.product_name}</h1>
            <p className="text-2xl text-ink" data-testid="product-price">{formatPrice(found.price)}</p>
            <div className="flex flex-wrap gap-1.5">
              <Badge variant="muted">{PRICE_TIER_LABELS[found.price_tier]}</Badge>
              <Badge variant="outline">{found.category}</Badge>
              {found.color && <Badge variant="outline" className="capitalize">{found.color}</Badge>}
            </div>
          </div>
          {match && (
            <div className="flex flex-col gap-1.5 rounded-2xl bg-stone-100 p-4" data-testid="product-match">
              <MatchBadge percent={match.percent} label={match.label} className="self-start" />
              {match.reason && <p className="text-sm text-stone-700">Why it suits you: {match.reason}</p>}
            </div>
          )}
          <p className="text-base leading-relaxed text-stone-700">{found.product_description}</p>
          {signedIn ? (
            <div className="flex flex-wrap gap-2" data-testid="product-actions">
              <SaveToggle piece={{ productId: found.id, name: found.product_name }} label={`Save ${found.product_name} to your dressing room`} />
              <CartToggle productId={found.id} name={found.product_name} />
            </div>
          ) : (
            <p className="text-sm text-stone-600">
              <Link to={authPathFor(here)} className="font-medium text-ink underline">Sign in</Link> to see how well it matches your style, save it and add it to your cart.
            </p>
          )}
          <RetailerLink retailer={found.retailer_name} url={found.affiliate_url ?? found.product_url} />
        </div>
      </div>

      <Section id="complete-look-heading" title="Complete the look">
        {!signedIn ? (
          <p className="text-sm text-stone-600">
            <Link to={authPathFor(here)} className="font-medium text-ink underline">Sign in</Link> to see which of your own pieces go with it and what would finish the look.
          </p>
        ) : look.isPending ? (
          <Spinner label="Putting a look together" />
        ) : look.isError ? (
          <p className="text-sm text-stone-600">Could not put a look together: {errorMessage(look.error)}</p>
        ) : (
          <LookResult look={look.data} />
        )}
      </Section>

      <Section id="similar-heading" title="Similar items">
        {similar.isPending ? (
          <Spinner label="Finding similar pieces" />
        ) : similar.isError ? (
          <p className="text-sm text-stone-600">Could not find similar pieces: {errorMessage(similar.error)}</p>
        ) : similar.data.length === 0 ? (
          <p className="text-sm text-stone-600">Nothing else in the catalogue is like it yet.</p>
        ) : (
          <SimilarItems items={similar.data} />
        )}
      </Section>
    </article>
  );
}
