/**
 * The shared machinery of the demo seed: row types, the row collector with its foreign-key-safe
 * insert order, and SeedContext (PRNG, ids, reference day, numbering, PDF storage, timeline).
 * The area generators (seed-*.ts) receive one SeedContext and add rows through it.
 */
import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema/index';
import type { FileStore } from '../files/file-store';
import type { PdfAddressee } from '../pdf/pdf-blocks';
import type { DemoRoleKey, PermissionKey } from './demo-access';
import type { DeviceCase } from './demo-fgas-cases';
import {
  CITIES,
  FIRST_NAMES,
  LAST_NAMES,
  STREETS,
  type CustomerKind,
  type DeviceCategory,
} from './dutch-data';
import { Random, SeededIdGenerator } from './random';
import { amsterdamDay, workingDayOnOrAfter, workingDayOnOrBefore, workingMomentOn } from './working-time';
import { addDays } from '../../../src/lib/fgas';
import type { SeededVisit } from './seed-logbook';
import { timelineEntryFor, type TimelineSource } from '../../../src/lib/timeline-entry';

export const DAY = 86_400_000;

export type Insert<T extends PgTable> = T['$inferInsert'];

/** A `TimelineSource` whose timestamps may still be `Date`s, as seeded rows hold them. */
type WithDates<T> = {
  [K in keyof T]: T[K] extends string ? T[K] | Date : T[K] extends string | null ? T[K] | Date : T[K];
};
export type SeedTimelineSource = TimelineSource extends infer S
  ? S extends { type: infer N; record: infer R }
    ? { type: N; record: WithDates<R> }
    : never
  : never;
export type OrganisationRow = Insert<typeof schema.organisations>;
export type ServiceObjectRow = Insert<typeof schema.serviceObjects>;
export type OrderRow = Insert<typeof schema.orders>;
export type WorkOrderRow = Insert<typeof schema.workOrders>;

/** A device as generated: its row, its type's code and the visits its F-gas logbook records. */
export type SeededDevice = ServiceObjectRow & {
  id: string;
  category: DeviceCategory;
  refrigerant: string;
  chargeKg: number;
  visits: SeededVisit[];
};

export interface Customer {
  org: OrganisationRow & { id: string };
  kind: CustomerKind;
  addressee: PdfAddressee;
  contactName: string;
  devices: SeededDevice[];
  /** Devices set up to show a duty state in the demo; the first devices of the customer. */
  deviceCases: readonly DeviceCase[];
  /** Render real PDFs for this customer (demo set) or reference the shared one (bulk). */
  realPdfs: boolean;
  deviceCount: number;
}

/** A staff technician who writes logbook entries: name, personal F-gas certificate and user id. */
export interface SeedTechnician {
  name: string;
  certificate: string;
  userId: string;
}

export const dateOnly = (d: Date) => d.toISOString().slice(0, 10);
export const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Collects rows per table, in insertion order, then writes them in batches. */
export class RowSink {
  readonly tables: { table: PgTable; name: string; rows: Record<string, unknown>[] }[] = [];
  private readonly byName = new Map<string, Record<string, unknown>[]>();

  add<T extends PgTable>(table: T, row: Insert<T>): void {
    const name = getTableName(table);
    let rows = this.byName.get(name);
    if (!rows) {
      rows = [];
      this.byName.set(name, rows);
      this.tables.push({ table, name, rows });
    }
    rows.push(row as Record<string, unknown>);
  }

  /** The collected tables in INSERT_ORDER; a table missing from that list is a programming error. */
  inInsertOrder(): RowSink['tables'] {
    const position = (table: PgTable) => {
      const index = INSERT_ORDER.indexOf(table);
      if (index < 0) throw new Error('A seeded table is missing from INSERT_ORDER');
      return index;
    };
    return [...this.tables].sort((a, b) => position(a.table) - position(b.table));
  }
}

/**
 * The order tables are written in, so every foreign key points at a row already inserted
 * (documents before work orders, which reference their report document).
 */
const INSERT_ORDER: readonly PgTable[] = [
  schema.organisations,
  schema.permissions,
  schema.roles,
  schema.rolePermissions,
  schema.serviceObjectTypes,
  schema.photoTypes,
  schema.users,
  schema.persons,
  schema.serviceObjects,
  schema.serviceObjectMaterials,
  schema.serviceObjectNumbers,
  schema.inspections,
  schema.folders,
  schema.serviceObjectContracts,
  schema.contractServiceObjects,
  schema.orders,
  schema.orderServiceObjects,
  schema.offers,
  schema.offerLines,
  schema.tasks,
  schema.inboundMessages,
  schema.documents,
  schema.workOrders,
  schema.checklists,
  schema.refrigerantLogbookEntries,
  schema.invoices,
  schema.invoiceLines,
  schema.appointments,
  schema.timelineItems,
  schema.timelineLogs,
  schema.activityLogs,
];

/**
 * The state one seed run shares between the area generators: the PRNG, the id generator, the
 * reference day, the collected rows, the running human numbers and the PDFs being stored.
 */
export class SeedContext {
  readonly sink = new RowSink();
  readonly ids: SeededIdGenerator;
  readonly day: Date;
  /** The moment the demo is seeded: nothing that has happened is later. */
  readonly now: Date;
  pdfs = 0;
  private readonly pending: Promise<void>[] = [];
  counters = { org: 10000, device: 0, order: 0, workOrder: 0, invoice: 0, offer: 0, contract: 0 };
  sharedInvoiceKey: string | null = null;
  sharedOfferKey: string | null = null;
  permissionIds = new Map<PermissionKey, string>();
  roleIds = new Map<DemoRoleKey, string>();
  deviceTypeIds = new Map<DeviceCategory, string>();
  staffUserIds: string[] = [];
  /** The customer accounts per organisation id, who can be assigned that organisation's tasks. */
  customerUserIds = new Map<string, string[]>();
  /** The staff demo accounts by role (planner, technician), who take the service tasks. */
  staffAccountIds = new Map<DemoRoleKey, string>();
  /** The technicians with their user rows; filled when the demo accounts are seeded. */
  technicians: SeedTechnician[] = [];

  constructor(
    readonly random: Random,
    now: Date,
    private readonly files: FileStore,
  ) {
    this.now = now;
    this.day = new Date(Math.floor(now.getTime() / DAY) * DAY);
    this.ids = new SeededIdGenerator(random.fork('ids'), this.day.getTime() - 900 * DAY);
  }

  /**
   * A moment at a working hour (weekday, 07:30-17:00 Amsterdam) about `days` days before the
   * reference day (negative: after it). A moment of the past (`days` >= 0) falls on a working day
   * before the reference day, so it is never later than the seeding moment, whatever its time of day,
   * and the same seed on the same day gives the same moment; a weekend day moves to the working day
   * before it (past) or after it (future).
   */
  daysAgo(days: number): Date {
    const today = amsterdamDay(this.day);
    const day =
      days >= 0
        ? workingDayOnOrBefore(addDays(today, -Math.max(1, days)))
        : workingDayOnOrAfter(addDays(today, -days));
    return workingMomentOn(this.random, day);
  }

  /** id (time-ordered by `createdAt`), createdAt and updatedAt of a new row. */
  stamps(createdAt: Date, updatedAt: Date = createdAt) {
    return { id: this.ids.next(createdAt), createdAt, updatedAt };
  }

  /** A Dutch full name, with a tussenvoegsel where the family name has one. */
  personName(): string {
    const [tussenvoegsel, surname] = this.random.pick(LAST_NAMES);
    return `${this.random.pick(FIRST_NAMES)} ${tussenvoegsel ? `${tussenvoegsel} ` : ''}${surname}`;
  }

  /** A street address with a postal code of the city (a random city when none is given). */
  address(cityName?: string) {
    const city = cityName ? CITIES.find((c) => c.city === cityName)! : this.random.pick(CITIES);
    const letters = 'ABCDEGHJKLMNPRSTVXZ';
    return {
      street: `${this.random.pick(STREETS)} ${this.random.int(1, 180)}`,
      postalCode: `${this.random.pick(city.postalPrefixes)} ${this.random.pick([...letters])}${this.random.pick([...letters])}`,
      city: city.city,
      phone: `${city.phoneArea} ${this.random.digits(3)} ${this.random.digits(4)}`,
    };
  }

  /** Stores a PDF under `key`; writes run concurrently and are awaited before commit. */
  storePdf(key: string, render: () => Promise<Uint8Array>): Promise<number> {
    this.pdfs += 1;
    const bytes = render().then(async (pdf) => {
      await this.files.put(key, pdf, 'application/pdf');
      return pdf.byteLength;
    });
    this.pending.push(bytes.then(() => undefined));
    return bytes;
  }

  async flushFiles(): Promise<void> {
    await Promise.all(this.pending);
  }

  /** A customer organisation (a child when `parentId` is set), numbered REL-10001 upwards. */
  organisation(input: {
    name: string;
    kind: CustomerKind;
    parentId: string | null;
    city?: string;
    deviceCount: number;
    realPdfs: boolean;
    /** The mail domain of the organisation; derived from its name when omitted. */
    emailDomain?: string;
    deviceCases?: readonly DeviceCase[];
  }): Customer {
    const address = this.address(input.city);
    const created = new Date(this.day.getTime() - this.random.int(600, 750) * DAY);
    const code = `REL-${++this.counters.org}`;
    const slug = input.name
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/(^-|-$)/g, '')
      .slice(0, 30);
    const org = {
      ...this.stamps(created),
      parentId: input.parentId,
      code,
      name: input.name,
      address: address.street,
      postalCode: address.postalCode,
      city: address.city,
      phone: address.phone,
      email: input.emailDomain ? `info@${input.emailDomain}` : `info@${slug}.example`,
      chamberOfCommerceNumber: this.random.digits(8),
      vatNumber: `NL${this.random.digits(9)}B01`,
    };
    this.sink.add(schema.organisations, org);
    const contactName = this.personName();
    return {
      org,
      kind: input.kind,
      contactName,
      addressee: {
        name: org.name,
        attention: contactName,
        street: address.street,
        postalCode: address.postalCode,
        city: address.city,
      },
      devices: [],
      deviceCases: input.deviceCases ?? [],
      realPdfs: input.realPdfs,
      deviceCount: input.deviceCount,
    };
  }

  /** One PDF shared by all bulk (scale) records of a kind; rendered and stored once. */
  async sharedPdf(kind: 'invoice' | 'offer', render: () => Promise<Uint8Array>): Promise<string> {
    const existing = kind === 'invoice' ? this.sharedInvoiceKey : this.sharedOfferKey;
    if (existing) return existing;
    const key = `shared/${kind}-sample.pdf`;
    if (kind === 'invoice') this.sharedInvoiceKey = key;
    else this.sharedOfferKey = key;
    await this.storePdf(key, render);
    return key;
  }

  /**
   * The timeline item of a seeded record, derived as every writer derives it (`timelineEntryFor`),
   * with its first logs. Records carry `Date`s here; the rule reads their wire (ISO) form.
   */
  timeline(customer: Customer, source: SeedTimelineSource): void {
    const entry = timelineEntryFor({
      type: source.type,
      record: Object.fromEntries(
        Object.entries(source.record).map(([key, value]) => [
          key,
          value instanceof Date ? value.toISOString() : value,
        ]),
      ),
    } as unknown as TimelineSource);
    const occurredAt = new Date(Math.min(Date.parse(entry.occurredAt), this.now.getTime()));
    const type = entry.type;
    const item = {
      ...entry,
      occurredAt,
      createdAt: occurredAt,
      updatedAt: occurredAt,
    };
    this.sink.add(schema.timelineItems, item);
    const logs: [string, string][] = [['status', 'Aangemaakt']];
    if (type === 1) logs.push(['comment', 'Bericht doorgezet naar de planning']);
    if (type === 4) logs.push(['mail', `Verzonden naar ${customer.org.email}`]);
    if (type === 5 && this.random.chance(0.5))
      logs.push(['mail', `Herinnering verzonden naar ${customer.org.email}`]);
    logs.forEach(([group, message], i) =>
      this.sink.add(schema.timelineLogs, {
        ...this.stamps(new Date(Math.min(occurredAt.getTime() + i * 3600_000, this.now.getTime()))),
        organisationId: customer.org.id,
        timelineItemId: item.id,
        group,
        message,
        authorName: 'Koelservice planning',
      }),
    );
  }
}
