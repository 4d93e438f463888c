/**
 * A list screen's kept state (`usePersistedState`) that a link can set: `/invoices?status=open` opens
 * the invoices filtered to exactly that, every other filter back at its default, and keeps it as the
 * list's state, as if the user had chosen it. The parameters are the state's own keys, parsed by the
 * state's schema, so a link can only ask for what the screen's own filters offer; a link whose values
 * the schema refuses is ignored. Once applied, the parameters leave the address (replacing the history
 * entry), so a reload or going back shows the list as the user left it.
 */
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { usePersistedState } from './use-persisted-state';

/** The state a link asks for: `fallback` with the link's values of its keys; null when it names none or a bad one. */
export function listStateFromLink<T extends object>(
  params: URLSearchParams,
  schema: z.ZodType<T>,
  fallback: T,
): T | null {
  const keys = Object.keys(fallback).filter((key) => params.has(key));
  if (keys.length === 0) return null;
  const parsed = schema.safeParse({
    ...fallback,
    ...Object.fromEntries(keys.map((key) => [key, params.get(key)])),
  });
  return parsed.success ? parsed.data : null;
}

/** `usePersistedState`, set by the link that opened the screen (see above). `fallback` must be stable. */
export function useLinkedListState<T extends object>(
  key: string,
  schema: z.ZodType<T>,
  fallback: T,
): [T, (next: T | ((previous: T) => T)) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const [state, setState] = usePersistedState(key, schema, fallback);
  const linked = useMemo(
    () => listStateFromLink(searchParams, schema, fallback),
    [searchParams, schema, fallback],
  );

  useEffect(() => {
    if (linked === null) return;
    setState(linked);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of Object.keys(fallback)) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [linked, setState, setSearchParams, fallback]);

  // The link's state shows from the first render, before the effect has stored it.
  return [linked ?? state, setState];
}
