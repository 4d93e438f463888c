/**
 * React wiring of the abilities: `<AppAbilityProvider>` builds them from the signed-in user, and
 * `useAppAbility()` / `<Can>` read them. Components ask `ability.can(action, group)`, never role names.
 */
import { AbilityProvider, useAbility } from '@casl/react';
import { useMemo, type ReactNode } from 'react';
import { defineAbilitiesFor, type AbilityUser, type AppAbility } from './app-ability';

export function AppAbilityProvider({ user, children }: { user: AbilityUser | null; children: ReactNode }) {
  const ability = useMemo(() => defineAbilitiesFor(user), [user]);
  return <AbilityProvider value={ability}>{children}</AbilityProvider>;
}

/** The abilities of the signed-in user (the signed-out rules outside a provider's user). */
export function useAppAbility(): AppAbility {
  return useAbility<AppAbility>();
}
