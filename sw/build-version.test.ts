import { describe, expect, it } from 'vitest';
import { buildVersion } from './build-version';

const manifest = [
  { url: 'index.html', revision: 'a1' },
  { url: 'assets/index-abc.js', revision: null },
  'robots.txt',
];

describe('the build version of the service worker', () => {
  it('is eight hex digits', () => {
    expect(buildVersion(manifest)).toMatch(/^[0-9a-f]{8}$/);
  });

  it('is the same for the same files in any order', () => {
    expect(buildVersion([...manifest].reverse())).toBe(buildVersion(manifest));
  });

  it('changes when a file or its revision changes', () => {
    const changedRevision = [{ url: 'index.html', revision: 'a2' }, ...manifest.slice(1)];
    const addedFile = [...manifest, { url: 'assets/page-def.js', revision: null }];
    expect(buildVersion(changedRevision)).not.toBe(buildVersion(manifest));
    expect(buildVersion(addedFile)).not.toBe(buildVersion(manifest));
  });
});
