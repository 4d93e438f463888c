import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { testEnv } from '../test/test-app';
import type { Database } from '../db/client';
import { createMailer, DevMailboxMailer, type MailTransport, SmtpMailer } from './mailer';

function fakeLogger() {
  return { info: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger & {
    info: ReturnType<typeof vi.fn>;
    error: ReturnType<typeof vi.fn>;
  };
}
const silent = fakeLogger();
const mail = { to: 'a@b.example', subject: 'Onderwerp', text: 'Tekst', html: '<p>Tekst</p>' };
const noDatabase = {} as Database;

describe('the mailer', () => {
  it('uses the dev mailbox without SMTP_URL and SMTP with it', () => {
    expect(createMailer(testEnv(), noDatabase, silent)).toBeInstanceOf(DevMailboxMailer);
    expect(createMailer(testEnv({ SMTP_URL: 'smtp://127.0.0.1:2525' }), noDatabase, silent)).toBeInstanceOf(
      SmtpMailer,
    );
  });

  it('sends over SMTP from MAIL_FROM without making the caller wait for the server', async () => {
    const sent: unknown[] = [];
    let deliver = () => {};
    const transport: MailTransport = {
      sendMail: (message) =>
        new Promise((resolve) => {
          deliver = () => {
            sent.push(message);
            resolve(undefined);
          };
        }),
    };
    const mailer = new SmtpMailer(transport, 'Portaal <portal@koelservice.example>', silent);
    await mailer.send(mail);
    expect(sent).toEqual([]);
    deliver();
    await mailer.flush();
    expect(sent).toEqual([{ from: 'Portaal <portal@koelservice.example>', ...mail }]);
  });

  it('logs a failed SMTP delivery instead of throwing it at the caller', async () => {
    const transport: MailTransport = { sendMail: () => Promise.reject(new Error('connection refused')) };
    const log = fakeLogger();
    const mailer = new SmtpMailer(transport, 'portal@koelservice.example', log);
    await expect(mailer.send(mail)).resolves.toBeUndefined();
    await expect(mailer.flush()).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ to: 'a@b.example' }),
      'mail could not be sent',
    );
  });
});
