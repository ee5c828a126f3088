import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { OutboxTransport } from '../mail/outbox-transport';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
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
    const transporter = smtpUrl
      ? nodemailer.createTransport(smtpUrl)
      : nodemailer.createTransport(new OutboxTransport(outboxDir, app.clock));
    app.decorate('mailer', {
      send: async (mail: OutgoingMail) => {
        await transporter.sendMail({ from: mailFrom, ...mail });
      },
    });
    app.addHook('onClose', async () => {
      transporter.close();
    });
  },
  { name: 'mail' },
);
