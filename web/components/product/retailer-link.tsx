/**
 * Where the piece is sold, marked as leaving Atelier: the retailer's name, that the link opens their
 * page in a new tab, and, for the demo catalogue, that the retailer is a demo whose page says so.
 */
import { ExternalLink, Store } from 'lucide-react';
import { isDemoRetailerUrl } from '../../../shared/demo-retailer.js';
import { Badge, Button } from '../ui/index.js';

export interface RetailerLinkProps {
  retailer: string;
  url: string;
}

export const RetailerLink = ({ retailer, url }: RetailerLinkProps) => {
  const demo = isDemoRetailerUrl(url);
  return (
    <section aria-labelledby="retailer-heading" className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4" data-testid="retailer">
      <div className="flex flex-wrap items-center gap-2">
        <Store aria-hidden className="size-4 text-stone-500" />
        <h2 id="retailer-heading" className="text-sm font-medium text-ink">Sold by {retailer}</h2>
        {demo && <Badge variant="warning">Demo retailer</Badge>}
      </div>
      <p className="text-sm text-stone-600">
        {demo
          ? `Atelier's catalogue is a demo, so ${retailer} is too: its page says so, and nothing there can be bought.`
          : `You buy it on ${retailer}'s own site, not on Atelier.`}
      </p>
      <Button variant="outline" asChild className="self-start">
        <a href={url} target="_blank" rel="noopener noreferrer" data-testid="retailer-link">
          Shop at {retailer}<span className="sr-only"> ({demo ? 'a demo retailer, ' : ''}opens in a new tab)</span>
          <ExternalLink aria-hidden className="size-4" />
        </a>
      </Button>
    </section>
  );
};
