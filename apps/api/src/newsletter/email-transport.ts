import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';

/** One email as the outbox hands it to the transport. */
export interface OutgoingEmail {
  /** The outbox row, named in the file of a written email. */
  readonly id: number;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** Where an email went: the SMTP server's message id, or the file it was written to. */
export interface SentEmail {
  readonly messageId: string;
  readonly file: string | null;
}

/**
 * Sends emails through the SMTP server of SMTP_URL or, without one, writes each email as an
 * `.eml` file under DATA_DIR/outbox/, where a person can open it (any mail program reads it).
 */
@Injectable()
export class EmailTransport implements OnApplicationShutdown {
  private readonly transporter: Transporter;
  private readonly outboxDir: string | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    if (config.email.smtpUrl) {
      this.outboxDir = null;
      this.transporter = createTransport(smtpOptions(config.email.smtpUrl));
    } else {
      this.outboxDir = join(config.dataDir, 'outbox');
      this.transporter = createTransport({ streamTransport: true, buffer: true });
    }
  }

  async send(email: OutgoingEmail): Promise<SentEmail> {
    const info = await this.transporter.sendMail({
      from: this.config.email.from,
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      // Ready-made values: written as they are, not folded or encoded.
      headers: Object.fromEntries(
        Object.entries(email.headers).map(([name, value]) => [name, { prepared: true, value }]),
      ),
    });
    if (!this.outboxDir) return { messageId: String(info.messageId), file: null };
    await mkdir(this.outboxDir, { recursive: true, mode: 0o700 });
    // Real time, not the app clock: the time only keeps a resent email from reusing the name of its
    // earlier file ('wx' refuses to overwrite), and a clock held still in tests would repeat it.
    const file = join(this.outboxDir, `${email.id}-${Date.now()}.eml`);
    await writeFile(file, info.message as Buffer, { mode: 0o600, flag: 'wx' });
    return { messageId: String(info.messageId), file };
  }

  onApplicationShutdown(): void {
    this.transporter.close();
  }
}

/**
 * SMTP settings from `smtp://user:password@host:port` (STARTTLS when the server offers it) or
 * `smtps://…` (TLS from the start). Short timeouts: a send must end well within the outbox claim.
 */
export function smtpOptions(smtpUrl: string): SMTPTransport.Options {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  };
}
