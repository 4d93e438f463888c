import { describe, expect, it } from 'vitest';
import { csvField, csvNumber } from './refrigerant-use-csv';

describe('report CSV fields', () => {
  it('keeps text that Excel would run as a formula inert', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+31 30 241 88 00')).toBe("'+31 30 241 88 00");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('Koelcel 2')).toBe('Koelcel 2');
  });

  it('leaves numbers with a decimal comma alone, negative ones too', () => {
    expect(csvField(csvNumber(1.5))).toBe('1,5');
    expect(csvField(csvNumber(-0.25))).toBe('-0,25');
  });

  it('quotes a field with the separator, a quote or a line break', () => {
    expect(csvField('Hal 3; achter')).toBe('"Hal 3; achter"');
  });
});
