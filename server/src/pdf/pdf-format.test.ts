import { describe, expect, it } from 'vitest';
import { formatDate, formatEuro, formatQuantity, toWinAnsi } from './pdf-format';

describe('pdf formatting', () => {
  it('formats cents as Dutch euros', () => {
    expect(formatEuro(123456)).toBe('€\u00a01.234,56');
    expect(formatEuro(-995)).toBe('€\u00a0-9,95');
  });

  it('formats dates as dd-mm-jjjj in UTC', () => {
    expect(formatDate(new Date('2026-03-04T23:30:00Z'))).toBe('04-03-2026');
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
