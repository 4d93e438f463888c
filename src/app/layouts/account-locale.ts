/**
 * What the header's language switch does beyond this device: for a signed-in user it saves the
 * choice to the profile (`PATCH /api/user`), so mails and the next login on another device follow
 * it. It runs in the background and never fails loudly: offline, or refused, the device keeps its
 * choice and the profile keeps the old language until a later save (the profile page, or the switch
 * again) wins. Nothing is sent when signed out or when the profile already has the language.
 */
import type { ApiClient } from '../../api/api-client';
import type { Locale } from '../../api/contract/common';
import { updateProfile } from '../../api/profile/update-profile';
import { storeProfileUser } from '../../features/profile/session-user';
import { currentSession } from '../../session/session-state';

/** Resolves true when the profile now holds `locale`, false when nothing was (or could be) saved. */
export async function saveAccountLocale(client: ApiClient, locale: Locale): Promise<boolean> {
  const session = currentSession();
  if (!session || session.user.locale === locale) return false;
  try {
    storeProfileUser(await updateProfile(client, { locale }));
    return true;
  } catch {
    return false;
  }
}
