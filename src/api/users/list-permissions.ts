/**
 * `GET /api/permissions`: the whole permission catalogue in menu order, for the permission editor.
 * Not a synced collection, so the editor asks for it when it opens; offline this throws a network
 * `ApiError` and the editor says it needs a connection.
 */
import type { ApiClient } from '../api-client';
import type { Permission } from '../contract/auth';
import { PermissionListResponse } from '../contract/users-roles';

export async function listPermissions(client: ApiClient): Promise<Permission[]> {
  const answer = await client.request({ method: 'get', path: 'permissions', schema: PermissionListResponse });
  return answer.data;
}
