import { OAuthStatus } from '../components/layout/oauth-status.js';

/** Checks what the URL carries; the token exchange itself comes with a later issue. */
export default function FacebookCallbackRoute() {
  return <OAuthStatus title="Connecting Facebook" provider="Facebook" description="Completing your Facebook sign-in…" />;
}
