import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatEuro, formatQuantity, formatTime, toWinAnsi } from './pdf-format';

describe('pdf formatting', () => {
  it('formats cents as Dutch euros', () => {
    expect(formatEuro(123456)).toBe('€\u00a01.234,56');
    expect(formatEuro(-995)).toBe('€\u00a0-9,95');
  });

  it('formats dates as dd-mm-jjjj on the Amsterdam calendar, a date-only value on its own day', () => {
    expect(formatDate(new Date('2026-03-04T23:30:00Z'))).toBe('05-03-2026');
    expect(formatDate(new Date('2026-12-02T00:00:00Z'))).toBe('02-12-2026');
    expect(formatDate(new Date('2026-12-02T00:00:00Z'), 'en')).toBe('02/12/2026');
  });

  it('prints times on the Amsterdam clock, in winter and in summer', () => {
    expect(formatDateTime(new Date('2026-01-15T15:15:00Z'))).toBe('15-01-2026 16:15');
    expect(formatTime(new Date('2026-07-15T15:15:00Z'))).toBe('17:15');
    expect(formatTime(new Date('2026-07-15T22:05:00Z'))).toBe('00:05');
  });

  it('formats quantities with a decimal comma', () => {
    expect(formatQuantity(2.5)).toBe('2,5');
    expect(formatQuantity(3)).toBe('3');
  });

  it('keeps Dutch text and the euro sign but replaces characters the standard fonts cannot print', () => {
    expect(toWinAnsi('Café € 10 – “oké”')).toBe('Café € 10 – “oké”');
    expect(toWinAnsi('CO₂ ≥ 5 t → controle')).toBe('CO2 >= 5 t -> controle');
    expect(toWinAnsi('日本')).toBe('??');
  });
});
