/**
 * `GET /api/<collection path>/{id}`: one record, for a realtime hint on a backend without change
 * cursors. Answers null for a 404 (the record was deleted or left the user's organisations), so the
 * caller deletes its local copy; every other failure throws.
 */
import type { ApiClient } from '../api-client';
import { ApiError } from '../api-error';
import { z } from 'zod';

const RecordAnswer = z.object({ data: z.looseObject({ id: z.string().min(1) }) });

export async function fetchRecord(
  client: ApiClient,
  path: string,
  id: string,
): Promise<(Record<string, unknown> & { id: string }) | null> {
  try {
    const answer = await client.request({
      method: 'get',
      path: `${path}/${encodeURIComponent(id)}`,
      schema: RecordAnswer,
    });
    return answer.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
