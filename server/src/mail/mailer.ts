/**
 * The one way the server sends mail. `createMailer` picks the transport from the configuration:
 * SMTP (nodemailer) when `SMTP_URL` is set, otherwise the dev mailbox (rows in `dev_mail`, readable at
 * `GET /api/dev/mail`, plus a log line). Mails are rendered before they get here (mail-templates.ts),
 * so a transport only delivers.
 */
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { devMail } from '../db/schema/platform';
import type { Env } from '../env';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /**
   * Hands `mail` to the transport. Resolves once the mail is accepted (stored in the dev mailbox, or
   * queued for SMTP delivery); delivery failures are logged, never thrown at the caller, so a flaky
   * mail server cannot turn an account answer into a 500 or reveal which addresses got a mail.
   */
  send(mail: OutgoingMail): Promise<void>;
  /** Waits for mails still being delivered (shutdown, tests). */
  flush(): Promise<void>;
}

/** Demo mode: the mail becomes a row in `dev_mail` and a log line; nothing leaves the machine. */
export class DevMailboxMailer implements Mailer {
  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    await this.db.insert(devMail).values(mail);
    this.log.info(
      { to: mail.to, subject: mail.subject },
      'mail stored in the dev mailbox (GET /api/dev/mail)',
    );
  }

  async flush(): Promise<void> {}
}

/** The part of a nodemailer transporter the SMTP mailer uses (tests pass a fake). */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
  }): Promise<unknown>;
  close?(): void;
}

/**
 * SMTP through nodemailer. `send` does not wait for the SMTP conversation: the answer of an account
 * flow must take as long whether or not a mail goes out (a mail server round trip would reveal that
 * the address is known), so delivery runs after the answer and failures end up in the log.
 */
export class SmtpMailer implements Mailer {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  send(mail: OutgoingMail): Promise<void> {
    const delivery = this.transport
      .sendMail({ from: this.from, ...mail })
      .then(() => this.log.info({ to: mail.to, subject: mail.subject }, 'mail sent'))
      .catch((error: unknown) => this.log.error({ err: error, to: mail.to }, 'mail could not be sent'))
      .finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
    return Promise.resolve();
  }

  async flush(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}

/** The mailer the configuration asks for. */
export function createMailer(env: Env, db: Database, log: FastifyBaseLogger): Mailer {
  if (env.SMTP_URL) return new SmtpMailer(nodemailer.createTransport(env.SMTP_URL), env.MAIL_FROM, log);
  return new DevMailboxMailer(db, log);
}
