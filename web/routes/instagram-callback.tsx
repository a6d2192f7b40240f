import { OAuthCallbackScreen } from '../components/layout/oauth-status.js';

/** /auth/instagram/callback: finishes an Instagram Login (product rules §4 OAuth callback). */
export default function InstagramCallbackRoute() {
  return <OAuthCallbackScreen provider="instagram" />;
}
