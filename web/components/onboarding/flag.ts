/**
 * The spec's local flag (§3 'stylr-onboarding-complete' — the key keeps the spec's name, as the rest
 * of the app and its tests use it) beside the account's completion, which is the truth.
 *
 * We write the signed-in account's id as the value, so a second account on the same browser still
 * gets its onboarding. A flag that names this account, or the spec's plain 'true', means onboarding
 * was finished on this device: if the account does not know yet (finished before completion was
 * stored on accounts, or the save was lost), the device's word is synced up to the account rather
 * than asking the shopper to onboard again. An account that has completed writes the flag on every
 * device it signs in on.
 */
export const ONBOARDING_FLAG_KEY = 'stylr-onboarding-complete';

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** True when this browser says `userId` (or, in the spec's form, anyone) finished onboarding here. */
export const flagSaysComplete = (userId: string, store: Pick<Storage, 'getItem'> | null = storage()): boolean => {
  const value = store?.getItem(ONBOARDING_FLAG_KEY) ?? null;
  return value === 'true' || value === userId;
};

export const setOnboardingFlag = (userId: string, store: Pick<Storage, 'setItem'> | null = storage()): void => {
  try {
    store?.setItem(ONBOARDING_FLAG_KEY, userId);
  } catch {
    // Storage full or blocked: the account still holds the completion.
  }
};

export type OnboardingDecision = 'show' | 'hide' | 'sync-up' | 'dismissed';

/**
 * What the gate does for a signed-in shopper: account completed → hide (and the flag is written);
 * not completed but this device says so → sync the completion up and hide; closed before on any
 * device → leave it closed (nothing written: closing is not finishing); otherwise → show.
 */
export const onboardingDecision = (accountCompleted: boolean, deviceCompleted: boolean, accountDismissed = false): OnboardingDecision =>
  accountCompleted ? 'hide' : deviceCompleted ? 'sync-up' : accountDismissed ? 'dismissed' : 'show';

/**
 * Pages onboarding never covers on its own: sign-in, the OAuth callback and bridge screens (they
 * must finish their redirect) and the legal pages. The landing page's preview still opens anywhere.
 */
export const ONBOARDING_HIDDEN_PATHS = [
  '/auth', '/auth/facebook/callback', '/auth/instagram/callback', '/auth/instagram/bridge',
  '/privacy-policy', '/terms-of-service', '/data-deletion',
] as const;

export const onboardingAllowedOn = (pathname: string): boolean => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !ONBOARDING_HIDDEN_PATHS.some((hidden) => path === hidden || path.startsWith(`${hidden}/`));
};
