/**
 * The timeline's invariant as a query: every live inbound message, task, appointment, invoice and
 * offer has exactly one live timeline item of its type, in its organisation, never in the future.
 * Answers the records that break it (empty when it holds); the demo seed's test and the write
 * routes' tests assert it, so a new writer that forgets the item fails a test.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Transaction } from '../db/client';

export interface TimelineGap {
  type: number;
  refId: string;
  items: number;
}

export async function timelineGaps(db: Database | Transaction): Promise<TimelineGap[]> {
  return queryRows<TimelineGap>(
    db,
    sql`with records(type, id, organisation_id) as (
          select 1, id, organisation_id from inbound_messages where deleted_at is null
          union all select 2, id, organisation_id from tasks where deleted_at is null
          union all select 3, id, organisation_id from appointments where deleted_at is null
          union all select 4, id, organisation_id from invoices where deleted_at is null
          union all select 5, id, organisation_id from offers where deleted_at is null
        )
        select r.type::int as type, r.id::text as "refId", count(t.id)::int as items
          from records r
          left join timeline_items t
            on t.ref_id = r.id and t.type = r.type and t.organisation_id = r.organisation_id
           and t.deleted_at is null and t.occurred_at <= now() and t.created_at <= now()
         group by r.type, r.id
        having count(t.id) <> 1
        limit 20`,
  );
}
