import { describe, expect, it } from 'vitest';
import { contactMatches, findContacts, initialContactQuery } from './contact-search';

function person(name: string, rest: Partial<Parameters<typeof contactMatches>[0]> = {}) {
  return {
    name,
    jobTitle: null,
    email: null,
    phone: null,
    mobile: null,
    isMainContact: false,
    organisationId: 'holding',
    ...rest,
  };
}

describe('contactMatches', () => {
  const anne = person('Anne de Jong', {
    jobTitle: 'Bedrijfsleider',
    email: 'anne@bakkerij-dejong.example',
    mobile: '06 - 12 34 56 78',
  });

  it('finds a contact by every word of the name, function or email address, in any case', () => {
    expect(contactMatches(anne, 'jong ANNE')).toBe(true);
    expect(contactMatches(anne, 'bedrijfsleider')).toBe(true);
    expect(contactMatches(anne, 'anne@bakkerij')).toBe(true);
    expect(contactMatches(anne, 'anne visser')).toBe(false);
  });

  it('finds a phone number however it is spaced', () => {
    expect(contactMatches(anne, '0612 345')).toBe(true);
    expect(contactMatches(anne, '06-1234')).toBe(true);
    expect(contactMatches(anne, '0699')).toBe(false);
  });
});

describe('findContacts', () => {
  const rows = [
    person('Bram Bos', { organisationId: 'branch' }),
    person('Anne de Jong'),
    person('Zoë Visser', { isMainContact: true }),
    person('Carla Smit', { isMainContact: true, organisationId: 'branch' }),
  ];

  it('lists main contacts first, then everyone by name', () => {
    expect(findContacts(rows, initialContactQuery, null).map((row) => row.name)).toEqual([
      'Carla Smit',
      'Zoë Visser',
      'Anne de Jong',
      'Bram Bos',
    ]);
  });

  it('narrows to the main contacts and to the chosen company', () => {
    expect(
      findContacts(rows, { ...initialContactQuery, mainOnly: true }, new Set(['branch'])).map(
        (row) => row.name,
      ),
    ).toEqual(['Carla Smit']);
  });
});
