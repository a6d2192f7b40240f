import { OAuthCallbackScreen } from '../components/layout/oauth-status.js';

/** /auth/facebook/callback: finishes a Facebook Login (spec §4 OAuth callback). */
export default function FacebookCallbackRoute() {
  return <OAuthCallbackScreen provider="facebook" />;
}
