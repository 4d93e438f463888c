import { describe, expect, it } from 'vitest';
import { freshDatabase } from './db-test-fixtures';
import { rowsOfOrganisations } from './rows-of-organisations';

describe('rowsOfOrganisations', () => {
  it('reads the rows an anyOf on the organisation index reads, in its order', async () => {
    const db = freshDatabase('rows-of-organisations');
    await db.open();
    const organisations = ['org-b', 'org-a', 'org-c', 'org-ä'];
    const rows = Array.from({ length: 40 }, (_, index) => ({
      id: `task-${String((index * 7) % 40).padStart(2, '0')}`,
      organisationId: organisations[index % organisations.length]!,
      title: `Taak ${index}`,
    }));
    await db.records('tasks').bulkPut(rows as never);
    const table = db.records('tasks');

    for (const scope of [['org-c', 'org-a'], ['org-ä', 'org-b', 'org-b'], ['org-x'], []]) {
      const expected = await table.where('organisationId').anyOf(scope).toArray();
      expect(await rowsOfOrganisations(table, scope)).toEqual(expected);
    }
    expect(await rowsOfOrganisations(table, null)).toEqual(await table.toArray());
    db.close();
  });
});
