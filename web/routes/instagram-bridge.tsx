import { Page } from '../components/layout/page.js';

/** Placeholder: this route's content comes with a later issue. */
export default function InstagramBridgeRoute() {
  return <Page title="Instagram authorization" description="Passing your authorization back to the app…" />;
}
