import { Page } from '../components/layout/page.js';

/** Placeholder: this route's content comes with a later issue. */
export default function FacebookCallbackRoute() {
  return <Page title="Connecting Facebook" description="Completing your Facebook sign-in…" />;
}
