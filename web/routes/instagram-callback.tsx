import { Page } from '../components/layout/page.js';

/** Placeholder: this route's content comes with a later issue. */
export default function InstagramCallbackRoute() {
  return <Page title="Connecting Instagram" description="Completing your Instagram authorization…" />;
}
