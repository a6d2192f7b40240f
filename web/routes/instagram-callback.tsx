import { OAuthStatus } from '../components/layout/oauth-status.js';

/** Checks what the URL carries; the token exchange itself comes with a later issue. */
export default function InstagramCallbackRoute() {
  return <OAuthStatus title="Connecting Instagram" provider="Instagram" description="Completing your Instagram authorization…" />;
}
