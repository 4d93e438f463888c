/**
 * Correcting a refused outbox entry: its text fields can be edited (the fields the server's message
 * is usually about: a title, a remark). The corrected command replaces the entry with a new
 * idempotency key; its local effects take the same new values.
 */
import type { OutboxEntry } from '../../db/outbox-entry';
import type { LocalCommand } from '../../sync/local-command';

/** The top-level string fields of the entry's JSON body, except ids. */
export function editableFields(entry: Pick<OutboxEntry, 'request'>): string[] {
  const json = entry.request.json;
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return [];
  return Object.entries(json)
    .filter(
      ([key, value]) => typeof value === 'string' && key !== 'id' && !key.endsWith('Id') && key !== 'version',
    )
    .map(([key]) => key);
}

export function withEditedFields(entry: OutboxEntry, edited: Record<string, string>): LocalCommand {
  const json = { ...(entry.request.json as Record<string, unknown>), ...edited };
  return {
    command: entry.command,
    summary: entry.summary,
    request: { ...entry.request, json },
    effects: entry.effects.map(({ previous: _previous, ...effect }) => {
      if (effect.change.kind === 'put')
        return {
          ...effect,
          change: { kind: 'put', record: { ...effect.change.record, ...pick(edited, effect.change.record) } },
        };
      if (effect.change.kind === 'patch')
        return {
          ...effect,
          change: { kind: 'patch', patch: { ...effect.change.patch, ...pick(edited, effect.change.patch) } },
        };
      return effect;
    }),
  };
}

/** The edited values of the fields `target` has. */
function pick(edited: Record<string, string>, target: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(edited).filter(([key]) => key in target));
}
