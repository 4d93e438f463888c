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

/**
 * The personal calendar feed (`/api/profile/calendar-feed`): `url` is answered once, when the feed is
 * created or replaced (the server keeps only a hash of its secret); afterwards only `isActive`.
 */
export const CalendarFeedStatus = z.object({ isActive: z.boolean() });
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatus>;

export const CreatedCalendarFeed = z.object({ isActive: z.literal(true), url: z.string().url() });
export type CreatedCalendarFeed = z.infer<typeof CreatedCalendarFeed>;
