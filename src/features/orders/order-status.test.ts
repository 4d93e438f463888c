import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ChecklistItemResult, OrderStatus } from '../../api/contract/orders';
import { messages as enMessages } from '../../i18n/locales/en/messages.po';
import { messages as nlMessages } from '../../i18n/locales/nl/messages.po';
import { checklistResultLabels, orderStatusLabels, orderStatuses, summarizeChecklist } from './order-status';

describe('order status labels', () => {
  it('names every order status in Dutch and in English', () => {
    const nl = setupI18n({ locale: 'nl', messages: { nl: nlMessages } });
    const en = setupI18n({ locale: 'en', messages: { en: enMessages } });
    expect(OrderStatus.options.map((status) => nl._(orderStatusLabels[status]))).toEqual([
      'Open',
      'Ingepland',
      'In uitvoering',
      'Afgerond',
      'Gefactureerd',
      'Geannuleerd',
    ]);
    expect(OrderStatus.options.map((status) => en._(orderStatusLabels[status]))).toEqual([
      'Open',
      'Planned',
      'In progress',
      'Done',
      'Invoiced',
      'Cancelled',
    ]);
  });

  it('offers every status once in the filter', () => {
    expect([...orderStatuses].sort()).toEqual([...OrderStatus.options].sort());
  });

  it('names the three results of a checklist item in English', () => {
    const en = setupI18n({ locale: 'en', messages: { en: enMessages } });
    expect(ChecklistItemResult.options.map((result) => en._(checklistResultLabels[result]))).toEqual([
      'OK',
      'Not OK',
      'Not applicable',
    ]);
  });
});

describe('summarizeChecklist', () => {
  it('counts passed, failed, not applicable and unchecked items', () => {
    expect(
      summarizeChecklist([
        { result: 'ok' },
        { result: 'ok' },
        { result: 'not_ok' },
        { result: 'na' },
        { result: null },
      ]),
    ).toEqual({ ok: 2, notOk: 1, notApplicable: 1, unchecked: 1 });
  });
});
