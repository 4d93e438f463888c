import { describe, expect, it } from 'vitest';
import { groupHomePath, noAccessPath } from '../permissions/home-path';
import { areaScreens } from './area-screens';
import { paths } from './paths';
import { matchesPattern, screenAt } from './route-preload';

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

describe('screenAt', () => {
  it('knows the screen of every path a login or a start lands on, so its chunks load ahead of the router', () => {
    const landingPaths = [
      ...Object.values(groupHomePath),
      noAccessPath,
      paths.profile.pattern,
      paths.sync.pattern,
    ];
    for (const path of landingPaths) expect(screenAt(path), path).not.toBeNull();
  });

  it('prefers a literal route to one with parameters', () => {
    const overview = areaScreens.find((screen) => screen.path === '/devices/overview');
    expect(screenAt('/devices/overview')?.load).toBe(overview?.load);
  });

  it('knows no screen for a path the router does not have', () => {
    expect(screenAt('/no-such-page')).toBeNull();
  });
});
