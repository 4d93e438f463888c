/**
 * `useState` that survives reloads for the signed-in user: list screens keep their filters, sort and
 * search with `usePersistedState('orders.filters', OrderFilters, defaultFilters)`. Every change is
 * stored at once (see persisted-state.ts for the storage and its validation). The value must be
 * JSON-serialisable (plain data, never a function); signed out, it is only kept in memory.
 */
import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { readPersistedState, writePersistedState } from './persisted-state';
import { useSession } from './session-state';

export function usePersistedState<T>(
  key: string,
  schema: z.ZodType<T>,
  fallback: T,
): [T, (next: T | ((previous: T) => T)) => void] {
  const userId = useSession()?.user.id ?? null;
  const [state, setState] = useState(() => ({
    userId,
    key,
    value: userId === null ? fallback : readPersistedState(localStorage, userId, key, schema, fallback),
  }));
  // Another user or another key: start from what is stored for them (set during render, as React
  // recommends for state derived from props).
  let current = state;
  if (state.userId !== userId || state.key !== key) {
    current = {
      userId,
      key,
      value: userId === null ? fallback : readPersistedState(localStorage, userId, key, schema, fallback),
    };
    setState(current);
  }

  const setValue = useCallback((next: T | ((previous: T) => T)) => {
    setState((previous) => {
      // Writing here is idempotent, so React calling the updater twice in development is harmless.
      const value = typeof next === 'function' ? (next as (previous: T) => T)(previous.value) : next;
      if (previous.userId !== null) writePersistedState(localStorage, previous.userId, previous.key, value);
      return { ...previous, value };
    });
  }, []);
  return [current.value, setValue];
}
