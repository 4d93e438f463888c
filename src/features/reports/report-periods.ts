/**
 * The period choices of the reports screen: this year, last year, the last 12 months (the server's
 * default) or a custom range. Pure: `now` is passed in, and the labels are message descriptors the
 * screen translates.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { calendarYear, lastTwelveMonths, type ReportPeriod } from '../../lib/refrigerant-use';

export const reportPeriodPresets = ['last12Months', 'thisYear', 'lastYear', 'custom'] as const;
export type ReportPeriodPreset = (typeof reportPeriodPresets)[number];

export const reportPeriodLabels: Record<ReportPeriodPreset, MessageDescriptor> = {
  last12Months: msg`Laatste 12 maanden`,
  thisYear: msg`Dit jaar`,
  lastYear: msg`Vorig jaar`,
  custom: msg`Zelf kiezen`,
};

export interface ReportSelection {
  organisationId: string | null;
  preset: ReportPeriodPreset;
  /** The custom range; ignored for the other presets. */
  from: string;
  to: string;
}

export type PeriodProblem = 'missing' | 'reversed' | 'tooLong';

/** The longest period a report may cover: the logbook is kept five years, so ten is plenty. */
const maxDays = 10 * 366;

/** The period of a selection, or why the custom range cannot be used. */
export function selectedPeriod(
  selection: Pick<ReportSelection, 'preset' | 'from' | 'to'>,
  now: Date = new Date(),
): { period: ReportPeriod } | { problem: PeriodProblem } {
  switch (selection.preset) {
    case 'last12Months':
      return { period: lastTwelveMonths(now) };
    case 'thisYear':
      return { period: calendarYear('this', now) };
    case 'lastYear':
      return { period: calendarYear('last', now) };
    case 'custom': {
      const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
      if (!isDate(selection.from) || !isDate(selection.to)) return { problem: 'missing' };
      if (selection.from > selection.to) return { problem: 'reversed' };
      const days = (Date.parse(selection.to) - Date.parse(selection.from)) / 86_400_000;
      if (days > maxDays) return { problem: 'tooLong' };
      return { period: { from: selection.from, to: selection.to } };
    }
  }
}

/** The key a stored result is found under: one per report, organisation and period. */
export function reportResultKey(organisationId: string, period: ReportPeriod): string {
  return `refrigerant-use:${organisationId}:${period.from}:${period.to}`;
}
