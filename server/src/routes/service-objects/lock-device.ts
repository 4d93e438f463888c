/** The device lock every device write takes first. */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../../db/client';
import { serviceObjects } from '../../db/schema/index';
import { HttpError } from '../../plugins/http-error';
import { scopeIncludes } from '../../plugins/scoping.plugin';

export type DeviceRow = typeof serviceObjects.$inferSelect;

/** The live device, locked for the change; 404 when it does not exist or lies outside the caller's scope. */
export async function lockDevice(request: FastifyRequest, tx: Transaction, id: string): Promise<DeviceRow> {
  const scope = await request.organisationScope();
  const [device] = await tx
    .select()
    .from(serviceObjects)
    .where(and(eq(serviceObjects.id, id), isNull(serviceObjects.deletedAt)))
    .for('update');
  if (!device || !scopeIncludes(scope, device.organisationId)) throw new HttpError(404, 'notFound');
  return device;
}
