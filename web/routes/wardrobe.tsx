import { Shirt } from 'lucide-react';
import { Page } from '../components/layout/page.js';
import { ComingSoon } from '../components/layout/coming-soon.js';

/** Placeholder: this route's content comes with a later issue. */
export default function WardrobeRoute() {
  return (
    <Page title="My Wardrobe" description="Everything you own, catalogued.">
      <ComingSoon icon={<Shirt className="size-8" />} title="Your wardrobe catalogue is on its way"
        description="Soon you can add the pieces you own by link or photo and search them here." to="/home" action="Browse your feed" />
    </Page>
  );
}
