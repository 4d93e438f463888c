/**
 * Who may be given a task (product.md §10): a live, active user of the task's own organisation, or
 * staff. Not a user of a parent or child organisation: each company's tasks stay with its own people.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../../db/client';
import { users } from '../../db/schema/index';
import { fieldRefusal } from '../../plugins/http-error';

/** 422 on `assigneeUserId` unless the user may be assigned a task of `organisationId`. */
export async function assertAssigneeAllowed(
  request: FastifyRequest,
  tx: Transaction,
  assigneeUserId: string,
  organisationId: string,
): Promise<void> {
  const [user] = await tx
    .select({ type: users.type, organisationId: users.organisationId })
    .from(users)
    .where(and(eq(users.id, assigneeUserId), eq(users.active, true), isNull(users.deletedAt)));
  const allowed = user !== undefined && (user.type === 'employee' || user.organisationId === organisationId);
  if (!allowed) throw fieldRefusal(request, 'assigneeUserId', 'assigneeNotAllowed');
}
