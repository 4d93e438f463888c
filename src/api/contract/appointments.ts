/** Appointments in the agenda (default 20 per page): a planned visit, optionally for one device. */
import { z } from 'zod';
import { Id, ListQuery, OrganisationRecord, Timestamp } from './common';

export const Appointment = OrganisationRecord.extend({
  title: z.string(),
  description: z.string().nullable(),
  startsAt: Timestamp,
  endsAt: Timestamp,
  location: z.string().nullable(),
  serviceObjectId: Id.nullable(),
  orderId: Id.nullable(),
  technicianName: z.string().nullable(),
});
export type Appointment = z.infer<typeof Appointment>;

export const AppointmentListQuery = ListQuery.extend({
  organizationId: Id.optional(),
  serviceobjectid: Id.optional(),
});
export type AppointmentListQuery = z.infer<typeof AppointmentListQuery>;
