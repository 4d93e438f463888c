import { describe, expect, it } from 'vitest';
import { DUTY_KINDS } from '../../src/lib/fgas-duties';
import { DutyKind } from '../../src/api/contract/service-objects';

describe('the duty kinds on the wire', () => {
  it('name every duty the engine computes, in its order', () => {
    expect([...DutyKind.options]).toEqual([...DUTY_KINDS]);
  });
});
