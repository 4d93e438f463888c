/**
 * What a 403 means to the user (seed-spec §8): an error toast at the top right with the server's
 * message, or a permission-denied message when the server sent none. One toast per message, so a
 * screen that fires several forbidden calls does not stack copies.
 */
import { t } from '@lingui/core/macro';
import type { ApiError } from '../api/api-error';

export function showForbiddenToast(error: ApiError): void {
  if (error.status !== 403) return;
  const data = error.data as { message?: unknown } | null;
  const serverMessage = typeof data?.message === 'string' && data.message.trim() !== '' ? data.message : null;
  const message = serverMessage ?? t`Je hebt geen toestemming voor deze actie.`;
  void import('react-toastify').then(({ toast }) =>
    toast.error(message, { toastId: `forbidden:${message}` }),
  );
}
