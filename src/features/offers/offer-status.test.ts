import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { OfferStatus } from '../../api/contract/offers';
import { messages as enMessages } from '../../i18n/locales/en/messages.po';
import { messages as nlMessages } from '../../i18n/locales/nl/messages.po';
import { canRespondTo, isOfferExpired, offerStatusLabels, offerTab } from './offer-status';

const now = new Date('2026-11-22T12:00:00Z');

describe('offer status', () => {
  it('labels a sent offer "Aangeboden" and names every status in both languages', () => {
    const nl = setupI18n({ locale: 'nl', messages: { nl: nlMessages } });
    const en = setupI18n({ locale: 'en', messages: { en: enMessages } });
    expect(OfferStatus.options.map((status) => nl._(offerStatusLabels[status]))).toEqual([
      'Aangeboden',
      'Akkoord',
      'Afgewezen',
      'Historisch',
    ]);
    expect(OfferStatus.options.map((status) => en._(offerStatusLabels[status]))).toEqual([
      'Offered',
      'Approved',
      'Declined',
      'Historical',
    ]);
  });

  it('lists declined and historical offers under the history tab', () => {
    expect(OfferStatus.options.map((status) => offerTab({ status }))).toEqual([
      'sent',
      'approved',
      'historical',
      'historical',
    ]);
  });

  it('lets a customer respond only to a sent offer within its validity', () => {
    expect(canRespondTo({ status: 'sent', validUntil: '2026-11-22' }, now)).toBe(true);
    expect(canRespondTo({ status: 'sent', validUntil: null }, now)).toBe(true);
    expect(isOfferExpired({ validUntil: '2026-11-21' }, now)).toBe(true);
    expect(canRespondTo({ status: 'sent', validUntil: '2026-11-21' }, now)).toBe(false);
    expect(canRespondTo({ status: 'approved', validUntil: '2026-12-31' }, now)).toBe(false);
  });
});
