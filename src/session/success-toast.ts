/**
 * A success message of seed-spec §8 (registered, account confirmed, password reset) as a toast at
 * the top right, for outcomes that move the user to another page. Loaded on demand like the toasts.
 */
export function showSuccessToast(message: string): void {
  void import('react-toastify').then(({ toast }) =>
    toast.success(message, { toastId: `success:${message}` }),
  );
}
