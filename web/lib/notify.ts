import { toast } from 'sonner';
import { ApiError } from './api.js';
import { mapAuthError } from './auth-errors.js';

/** Shows the product rules §8 toast for an auth failure. */
export const toastAuthError = (error: unknown): void => {
  const input = error instanceof ApiError ? { message: error.message, code: error.code, status: error.status } : { message: error instanceof Error ? error.message : String(error) };
  const { title, description } = mapAuthError(input);
  toast.error(title, { description });
};
