import { OAuthBridgeScreen } from '../components/layout/oauth-status.js';

/** /auth/instagram/bridge: relays the code to the allowlisted origin the state was issued for (product rules §4 Bridge). */
export default function InstagramBridgeRoute() {
  return <OAuthBridgeScreen />;
}
