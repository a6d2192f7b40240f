import { Page } from '../components/layout/page.js';

/** Placeholder: this route's content comes with a later issue. */
export default function WardrobeRoute() {
  return <Page title="My Wardrobe" description="Everything you own, catalogued." />;
}
