/** Onboarding's shapes, shared by the tools and the web app (imports nothing from the server). */
import { z } from 'zod';

export const onboardingStatusSchema = z.object({
  completed: z.boolean(),
  /** ISO time of the first completion; null until then. */
  completed_at: z.string().nullable(),
  /** Closed without finishing: onboarding no longer opens by itself ('Preview Onboarding' still opens it). */
  dismissed: z.boolean(),
});
export type OnboardingStatus = z.infer<typeof onboardingStatusSchema>;
