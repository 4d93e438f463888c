/**
 * Seeds who may do what: the permission catalogue, the roles, the device and photo types every
 * organisation shares, and the seven demo accounts (product.md §9).
 */
import { hash } from '@node-rs/argon2';
import * as schema from '../db/schema/index';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_ROLES,
  PERMISSION_CATALOGUE,
  TECHNICIANS,
  type DemoRoleKey,
} from './demo-access';
import type { DeviceCategory } from './dutch-data';
import { DAY, type SeedContext } from './seed-context';

export function seedAccessControl(ctx: SeedContext): void {
  const created = new Date(ctx.day.getTime() - 800 * DAY);
  for (const [group, titles, parent] of PERMISSION_CATALOGUE) {
    for (const title of titles) {
      const row = { ...ctx.stamps(created), title, group, parent };
      ctx.permissionIds.set(`${title} ${group}`, row.id);
      ctx.sink.add(schema.permissions, row);
    }
  }
  for (const role of DEMO_ROLES) {
    const row = {
      ...ctx.stamps(created),
      titleNl: role.titleNl,
      titleEn: role.titleEn,
      isDefault: role.isDefault,
    };
    ctx.roleIds.set(role.key, row.id);
    ctx.sink.add(schema.roles, row);
    for (const key of new Set(role.permissions)) {
      ctx.sink.add(schema.rolePermissions, { roleId: row.id, permissionId: ctx.permissionIds.get(key)! });
    }
  }
  const categories: readonly [DeviceCategory, string, string, number][] = [
    ['cold_room', 'Koelcel', 'Cold room', 12],
    ['freezer_cell', 'Vriescel', 'Freezer room', 12],
    ['display_case', 'Koelmeubel', 'Display case', 12],
    ['chiller', 'Koudwatermachine', 'Chiller', 6],
    ['split_ac', 'Split-airconditioning', 'Split air conditioning', 12],
    ['vrf_ac', 'VRF-airconditioning', 'VRF air conditioning', 6],
    ['heat_pump', 'Warmtepomp', 'Heat pump', 12],
    ['condensing_unit', 'Condensorunit', 'Condensing unit', 12],
    ['ice_machine', 'IJsmachine', 'Ice machine', 12],
  ];
  for (const [code, nameNl, nameEn, months] of categories) {
    const row = { ...ctx.stamps(created), code, nameNl, nameEn, checklistIntervalMonths: months };
    ctx.deviceTypeIds.set(code, row.id);
    ctx.sink.add(schema.serviceObjectTypes, row);
  }
  for (const [code, nameNl, nameEn] of [
    ['type_plate', 'Typeplaatje', 'Type plate'],
    ['overview', 'Overzicht installatie', 'Installation overview'],
    ['damage', 'Schade of defect', 'Damage or defect'],
    ['qr_sticker', 'QR-sticker', 'QR sticker'],
  ] as const) {
    ctx.sink.add(schema.photoTypes, { ...ctx.stamps(created), code, nameNl, nameEn });
  }
}

/**
 * The seven demo accounts of product.md §9 (each customer account also listed as a contact person
 * of its organisation), plus the other technicians of the service company as staff users who have
 * not registered yet (no password, so they cannot log in until invited). Every staff technician's
 * user row carries their F-gas certificate; customers and office staff have none.
 */
export async function seedDemoAccounts(
  ctx: SeedContext,
  organisations: Record<'holding' | 'first_branch', string>,
): Promise<void> {
  // One hash for every demo account (they share the password); the salt comes from the PRNG
  // so the stored hash is reproducible too.
  const salt = new Uint8Array(16).map(() => ctx.random.int(0, 255));
  // Argon2id is the library's default algorithm (its enum is an ambient const enum we cannot import).
  const passwordHash = await hash(DEMO_PASSWORD, {
    memoryCost: 19456,
    timeCost: 2,
    parallelism: 1,
    salt,
  });
  const created = new Date(ctx.day.getTime() - 700 * DAY);
  for (const account of DEMO_ACCOUNTS) {
    const row = {
      ...ctx.stamps(created),
      type: account.type,
      accessLevel: account.accessLevel,
      name: account.name,
      email: account.email,
      passwordHash,
      locale: account.locale,
      roleId: ctx.roleIds.get(account.role)!,
      organisationId: account.organisation ? organisations[account.organisation] : null,
      twoFactorSecret: account.twoFactorSecret,
      twoFactorEnabled: account.twoFactorSecret !== null,
      confirmedAt: created,
      fgasCertificateNumber: certificateOf(account.name, account.role),
    };
    if (account.type === 'employee') ctx.staffUserIds.push(row.id);
    if (account.type === 'employee') ctx.staffAccountIds.set(account.role, row.id);
    // Customer accounts that work with tasks (not the accounting-only one) can be given them.
    if (account.type === 'customer' && row.organisationId && account.role !== 'accounting') {
      ctx.customerUserIds.set(row.organisationId, [
        ...(ctx.customerUserIds.get(row.organisationId) ?? []),
        row.id,
      ]);
    }
    if (row.fgasCertificateNumber !== null) {
      ctx.technicians.push({ name: account.name, certificate: row.fgasCertificateNumber, userId: row.id });
    }
    ctx.sink.add(schema.users, row);
    if (row.organisationId) {
      ctx.sink.add(schema.persons, {
        ...ctx.stamps(created),
        organisationId: row.organisationId,
        name: account.name,
        jobTitle: account.role === 'accounting' ? 'Administratie' : 'Bedrijfsleider',
        email: account.email,
        phone: null,
        mobile: `06 ${ctx.random.digits(8)}`,
        isMainContact: account.role === 'customer_admin',
        portalUserId: row.id,
        invitedAt: created,
      });
    }
  }
  for (const technician of TECHNICIANS) {
    if (DEMO_ACCOUNTS.some((account) => account.name === technician.name)) continue;
    const [first, ...rest] = technician.name.toLowerCase().split(' ');
    const row = {
      ...ctx.stamps(created),
      type: 'employee' as const,
      accessLevel: 'user' as const,
      name: technician.name,
      email: `${first![0]}.${rest.join('')}@koelservice.example`,
      passwordHash: null,
      roleId: ctx.roleIds.get('technician')!,
      organisationId: null,
      fgasCertificateNumber: technician.certificate,
    };
    ctx.staffUserIds.push(row.id);
    ctx.technicians.push({ name: technician.name, certificate: technician.certificate, userId: row.id });
    ctx.sink.add(schema.users, row);
  }
  // The order of TECHNICIANS, so who did which visit does not depend on which of them has an account.
  ctx.technicians.sort(
    (a, b) =>
      TECHNICIANS.findIndex((t) => t.name === a.name) - TECHNICIANS.findIndex((t) => t.name === b.name),
  );
}

/** A staff technician's personal F-gas certificate (on their user row); null for everyone else. */
function certificateOf(name: string, role: DemoRoleKey): string | null {
  if (role !== 'technician') return null;
  return TECHNICIANS.find((technician) => technician.name === name)?.certificate ?? null;
}
