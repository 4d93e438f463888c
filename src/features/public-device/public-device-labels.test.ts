import { describe, expect, it } from 'vitest';
import { PublicLeakCheckStatus } from '../../api/contract/public-service-object';
import { formatChargeKg, leakCheckStatusColors, leakCheckStatusLabels } from './public-device-labels';

describe('the public device labels', () => {
  it('prints the charge with the decimals of the language', () => {
    expect(formatChargeKg(12.5, 'nl')).toBe('12,5 kg');
    expect(formatChargeKg(12.5, 'en')).toBe('12.5 kg');
  });

  it('names and colours every leak-check status the API can answer', () => {
    for (const status of PublicLeakCheckStatus.options) {
      expect(leakCheckStatusLabels[status]).toBeDefined();
      expect(leakCheckStatusColors[status]).toEqual(expect.any(String));
    }
    expect(leakCheckStatusColors.overdue).toBe('red');
  });
});
