import { describe, expect, it } from 'vitest';
import { devMail } from '../../db/schema/platform';
import { databaseKinds, useTestApp } from '../../test/test-app';

describe.each(databaseKinds())('the dev mailbox on $label', ({ kind }) => {
  describe('in demo mode', () => {
    const harness = useTestApp(kind);

    it('lists the mailbox newest first, without a login', async () => {
      const mail = (subject: string, createdAt: Date) => ({
        to: 'a@b.example',
        subject,
        text: subject,
        createdAt,
      });
      await harness.database.db
        .insert(devMail)
        .values([
          mail('oud', new Date('2026-01-01T10:00:00Z')),
          mail('nieuw', new Date('2026-01-02T10:00:00Z')),
        ]);
      const response = await harness.app.inject({ method: 'GET', url: '/api/dev/mail' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.map((row: { subject: string }) => row.subject)).toEqual(['nieuw', 'oud']);
    });

    it('filters by recipient', async () => {
      await harness.database.db.insert(devMail).values([
        { to: 'a@b.example', subject: 'voor a', text: '' },
        { to: 'c@d.example', subject: 'voor c', text: '' },
      ]);
      const response = await harness.app.inject({ method: 'GET', url: '/api/dev/mail?to=C@D.example' });
      expect(response.json().data.map((row: { subject: string }) => row.subject)).toEqual(['voor c']);
    });
  });

  describe('in production', () => {
    const harness = useTestApp(kind, {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://portal.koelservice.example',
    });

    it('does not exist', async () => {
      const response = await harness.app.inject({ method: 'GET', url: '/api/dev/mail' });
      expect(response.statusCode).toBe(404);
    });
  });
});
