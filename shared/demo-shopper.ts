/**
 * Who the demo shopper is. The configuration refuses this password in production, and the
 * account itself is made by server/auth/demo-shopper.ts; both read it here, below them.
 */
export const DEMO_SHOPPER = {
  email: 'demo@atelier.local',
  /** Published in the README: never accepted in production (server/config.ts refuses it). */
  password: 'Atelier-Demo-2026',
  name: 'Demo Shopper',
} as const;
