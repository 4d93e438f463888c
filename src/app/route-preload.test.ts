import { describe, expect, it } from 'vitest';
import { matchesPattern } from './route-preload';

describe('matchesPattern', () => {
  it('matches a path of the same segments, with parameters matching any one segment', () => {
    expect(matchesPattern('/devices/overview', '/devices/overview')).toBe(true);
    expect(matchesPattern('/devices/overview', '/devices/overview/')).toBe(true);
    expect(matchesPattern('/devices/:deviceId', '/devices/0190')).toBe(true);
    expect(matchesPattern('/devices/overview', '/devices')).toBe(false);
    expect(matchesPattern('/devices/:deviceId', '/devices/0190/logbook')).toBe(false);
    expect(matchesPattern('/tasks', '/devices')).toBe(false);
  });

  it('matches the rest of the path with a trailing star, and an optional segment when it is missing', () => {
    expect(matchesPattern('/documents/*', '/documents/a/b')).toBe(true);
    expect(matchesPattern('/agenda/:date?', '/agenda')).toBe(true);
    expect(matchesPattern('/agenda/:date?', '/agenda/2026-11-27')).toBe(true);
  });
});
