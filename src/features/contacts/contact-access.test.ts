import { describe, expect, it } from 'vitest';
import { canBeInvited, canLoseAccess, invitationValidMs, portalAccessOf, telHref } from './contact-access';

const now = Date.parse('2026-11-22T12:00:00.000Z');
const userId = '0190a000-0000-7000-8000-0000000000a1';

describe('portalAccessOf', () => {
  it('says a contact never invited has no access', () => {
    expect(portalAccessOf({ portalUserId: null, invitedAt: null }, undefined, now)).toBe('none');
  });

  it('says a contact invited within 14 days is invited, and after that that the invitation expired', () => {
    const recent = new Date(now - invitationValidMs + 60_000).toISOString();
    const old = new Date(now - invitationValidMs - 60_000).toISOString();
    expect(portalAccessOf({ portalUserId: null, invitedAt: recent }, undefined, now)).toBe('invited');
    expect(portalAccessOf({ portalUserId: null, invitedAt: old }, undefined, now)).toBe('invitationExpired');
  });

  it('says a linked contact has access, unless it was removed or the account is switched off', () => {
    const invitedAt = '2025-01-01T00:00:00.000Z';
    expect(portalAccessOf({ portalUserId: userId, invitedAt }, undefined, now)).toBe('active');
    expect(portalAccessOf({ portalUserId: userId, invitedAt }, { active: true }, now)).toBe('active');
    expect(portalAccessOf({ portalUserId: userId, invitedAt: null }, undefined, now)).toBe('removed');
    expect(portalAccessOf({ portalUserId: userId, invitedAt }, { active: false }, now)).toBe('removed');
  });

  it('offers an invitation to everyone without access and removal to everyone with access or an invitation', () => {
    expect(['none', 'invited', 'invitationExpired', 'removed'].every((a) => canBeInvited(a as never))).toBe(
      true,
    );
    expect(canBeInvited('active')).toBe(false);
    expect(canLoseAccess('active') && canLoseAccess('invited') && canLoseAccess('invitationExpired')).toBe(
      true,
    );
    expect(canLoseAccess('none') || canLoseAccess('removed')).toBe(false);
  });
});

describe('telHref', () => {
  it('dials the digits of a number as people type it', () => {
    expect(telHref('06 - 123 456 78')).toBe('tel:0612345678');
    expect(telHref('+31 (0)20 123 4567')).toBe('tel:+31201234567');
    expect(telHref('(020) 123-4567')).toBe('tel:0201234567');
  });

  it('gives no link for something that cannot be dialled', () => {
    expect(telHref('onbekend')).toBeNull();
    expect(telHref(' 12 ')).toBeNull();
  });
});
