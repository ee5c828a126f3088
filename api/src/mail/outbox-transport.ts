import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transport } from 'nodemailer';
import type MailMessage from 'nodemailer/lib/mailer/mail-message';

export interface OutboxInfo {
  messageId: string;
  file: string;
}

let sequence = 0;

type Attachment = NonNullable<MailMessage['data']['attachments']>[number];

const attachmentRecord = ({ filename, contentType, content }: Attachment) => ({
  filename: asText(filename),
  contentType: asText(contentType),
  content: asText(content),
});

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * A nodemailer transport for machines without SMTP: each mail becomes one JSON file
 * `{ to, subject, text, html, date }`, and `attachments` when it has any, in the outbox folder. File names sort by send order.
 */
export class OutboxTransport implements Transport<OutboxInfo> {
  readonly name = 'outbox';
  readonly version = '1.0.0';

  constructor(
    private readonly dir: string,
    private readonly clock: () => Date,
  ) {}

  send(mail: MailMessage<OutboxInfo>, callback: (err: Error | null, info: OutboxInfo) => void) {
    this.write(mail).then(
      (info) => callback(null, info),
      (error: Error) => callback(error, { messageId: '', file: '' }),
    );
  }

  private async write(mail: MailMessage<OutboxInfo>): Promise<OutboxInfo> {
    const { to, subject, text, html, attachments } = mail.data;
    const record = {
      to: asText(to),
      subject: asText(subject),
      text: asText(text),
      html: asText(html),
      ...(attachments?.length ? { attachments: attachments.map(attachmentRecord) } : {}),
      date: this.clock().toISOString(),
    };
    sequence += 1;
    const base = `${String(Date.now()).padStart(15, '0')}-${String(sequence).padStart(6, '0')}`;
    const file = join(this.dir, `${base}.json`);
    await mkdir(this.dir, { recursive: true });
    // Written under a temporary name first so a reader never sees half a file.
    await writeFile(`${file}.tmp`, JSON.stringify(record, null, 2));
    await rename(`${file}.tmp`, file);
    return { messageId: base, file };
  }
}
