import { OAuthCallbackScreen } from '../components/layout/oauth-status.js';

/** /auth/facebook/callback: finishes a Facebook Login (product rules §4 OAuth callback). */
export default function FacebookCallbackRoute() {
  return <OAuthCallbackScreen provider="facebook" />;
}
