/**
 * Keeps the stored session's user in step with the profile: after each saved change the server's
 * answer replaces the user, so the header, the abilities and the next start all show the change.
 */
import type { User } from '../../api/contract/auth';
import { currentSession, setSession } from '../../session/session-state';

/** Stores `user` in the current session; does nothing when the session ended meanwhile. */
export function storeProfileUser(user: User): void {
  // Read the session now, not when the request started: a token refresh may have rotated it.
  const session = currentSession();
  if (!session || session.user.id !== user.id) return;
  setSession({ ...session, user });
}
