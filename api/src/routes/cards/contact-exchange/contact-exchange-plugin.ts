import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { keyFromFile } from '../../../auth/secret-box';
import { formKey, formToken } from './form-token';
import { OpenedPages, PER_ADDRESS, PER_CARD, WindowCounter } from './rate-limit';

/** The card pages' contact forms' shared state, one per process. */
export interface ContactExchange {
  key: Buffer;
  /** A new token for a form of this card, made now. */
  token(slug: string): string;
  opened: OpenedPages;
  perAddress: WindowCounter;
  perCard: WindowCounter;
}

declare module 'fastify' {
  interface FastifyInstance {
    contactExchange: ContactExchange;
  }
}

export const contactExchangePlugin = fp(
  async (app: FastifyInstance) => {
    const { secretsKey, secretsKeyFile } = app.config;
    const key = formKey(secretsKey ?? (await keyFromFile(secretsKeyFile)));
    app.decorate('contactExchange', {
      key,
      token: (slug: string) => formToken(key, slug, app.clock()),
      opened: new OpenedPages(),
      perAddress: new WindowCounter(PER_ADDRESS),
      perCard: new WindowCounter(PER_CARD),
    });
  },
  { name: 'contact-exchange' },
);
