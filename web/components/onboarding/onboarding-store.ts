/**
 * Who asked to open onboarding outside the gate's own rule: the landing page's 'Preview Onboarding'.
 * A tiny external store, so the landing page (in the entry bundle) never loads the dialog's chunk.
 */
import { useSyncExternalStore } from 'react';

/** Each request has its own number, so asking again after closing reopens a fresh run. */
export interface OnboardingRequest { id: number }

let current: OnboardingRequest | null = null;
let next = 0;
const listeners = new Set<() => void>();
const emit = () => { for (const l of listeners) l(); };

export const openOnboarding = (): void => {
  current = { id: ++next };
  emit();
};

export const clearOnboardingRequest = (): void => {
  if (current === null) return;
  current = null;
  emit();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
};

export const useOnboardingRequest = (): OnboardingRequest | null => useSyncExternalStore(subscribe, () => current, () => null);
