import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Transporter } from 'nodemailer';
import { OutboxTransport } from '../mail/outbox-transport';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the mail, e.g. a vCard. */
  attachments?: { filename: string; content: string; contentType: string }[];
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** SMTP when SMTP_URL is set; otherwise every mail lands as a JSON file in the outbox folder. */
export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const { smtpUrl, outboxDir, mailFrom } = app.config;
    // Made at the first mail rather than at start: nodemailer adds about 11 MB to an idle API.
    let transporter: Promise<Transporter> | null = null;
    const transport = () => {
      transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
        smtpUrl
          ? nodemailer.createTransport(smtpUrl)
          : nodemailer.createTransport(new OutboxTransport(outboxDir, app.clock)),
      );
      return transporter;
    };
    app.decorate('mailer', {
      send: async (mail: OutgoingMail) => {
        try {
          await (await transport()).sendMail({ from: mailFrom, ...mail });
          app.metrics.mail('sent');
        } catch (error) {
          app.metrics.mail('failed');
          throw error;
        }
      },
    });
    app.addHook('onClose', async () => {
      (await transporter)?.close();
    });
  },
  { name: 'mail', dependencies: ['metrics'] },
);
