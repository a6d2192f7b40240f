import { OAuthStatus } from '../components/layout/oauth-status.js';

/** Checks what the URL carries; relaying to the origin in the state comes with a later issue. */
export default function InstagramBridgeRoute() {
  return <OAuthStatus title="Instagram authorization" provider="Instagram" description="Passing your authorization back to the app…" bridge />;
}
