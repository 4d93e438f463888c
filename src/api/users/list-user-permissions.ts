/**
 * `GET /api/users/{id}/permissions`: the effective permissions of one user (their own, otherwise
 * their role's), which the permission editor starts from. Users sync without their permissions, so
 * the editor asks for them when it opens.
 */
import { z } from 'zod';
import type { ApiClient } from '../api-client';
import { Permission } from '../contract/auth';

const UserPermissionsResponse = z.object({ data: z.array(Permission) });

export async function listUserPermissions(client: ApiClient, userId: string): Promise<Permission[]> {
  const answer = await client.request({
    method: 'get',
    path: `users/${encodeURIComponent(userId)}/permissions`,
    schema: UserPermissionsResponse,
  });
  return answer.data;
}
