/**
 * better-auth's email + password endpoints under /api/auth, called through apiFetch (one client for
 * the whole app). Callbacks point at our own origin only.
 */
import { apiFetch } from './api.js';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

export interface SessionInfo {
  id: string;
  /** ISO string from the server. */
  expiresAt: string;
}

export interface SessionPayload {
  user: SessionUser;
  session: SessionInfo;
}

const post = <T>(path: string, body: unknown) => apiFetch<T>(`/api/auth${path}`, { method: 'POST', body: JSON.stringify(body) });

export const authClient = {
  getSession: () => apiFetch<SessionPayload | null>('/api/auth/get-session', { cache: 'no-store' }),
  signUp: (email: string, password: string) =>
    post<{ user: SessionUser }>('/sign-up/email', { email, password, name: email.split('@')[0] ?? email, callbackURL: '/' }),
  /**
   * With `oauthQuery` (the signed query an app's authorization request left on /auth), the server
   * continues that request after signing in and answers where the browser goes next (`url`).
   */
  signIn: (email: string, password: string, oauthQuery?: string | null) =>
    post<{ user: SessionUser; url?: string; redirect?: boolean }>('/sign-in/email', { email, password, ...(oauthQuery ? { oauth_query: oauthQuery } : {}) }),
  signOut: () => post<{ success: boolean }>('/sign-out', {}),
  requestPasswordReset: (email: string) => post<{ status: boolean }>('/request-password-reset', { email, redirectTo: '/auth' }),
  resetPassword: (token: string, newPassword: string) => post<{ status: boolean }>('/reset-password', { token, newPassword }),
  sendVerificationEmail: (email: string) => post<{ status: boolean }>('/send-verification-email', { email, callbackURL: '/' }),
  /** Slides the session's expiry forward (ACCOUNTS helper's endpoint). */
  extendSession: () => apiFetch<{ expires_at: string }>('/api/session/extend', { method: 'POST', body: '{}' }),
};
