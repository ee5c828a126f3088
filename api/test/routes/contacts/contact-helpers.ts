import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { TestApp } from '../../helpers/build';
import { USER } from '../../helpers/session';

export interface CardOwnerRow {
  id: string;
  card_slug: string;
  tenant_id: string;
  email: string;
}

/** The seeded end user's card: its owner, address and tenant. */
export async function demoCard(app: FastifyInstance): Promise<CardOwnerRow> {
  const { rows } = await app.systemDb.query<CardOwnerRow>(
    'SELECT id, card_slug, tenant_id, email FROM end_users WHERE email = $1',
    [USER.email],
  );
  return rows[0]!;
}

/** The form token of the card page as a visitor at `address` sees it. */
export async function openCard(app: FastifyInstance, slug: string, address = '10.0.0.1') {
  const page = await app.inject({ method: 'GET', url: `/c/${slug}`, remoteAddress: address });
  const token = /name="t" value="([^"]+)"/.exec(page.body)?.[1];
  return { page, token: token ?? '' };
}

export const VISITOR = {
  name: 'Jane Visitor',
  email: 'jane@visitor.example',
  phone: '+44 20 7946 0000',
  company: 'Visitor Ltd',
  note: 'Met at the fair',
  consent: 'on',
};

/** Posts the form as a browser would (application/x-www-form-urlencoded). */
export function postContact(
  app: FastifyInstance,
  slug: string,
  fields: Record<string, string>,
  address = '10.0.0.1',
  origin?: string,
) {
  return app.inject({
    method: 'POST',
    url: `/c/${slug}/contact`,
    remoteAddress: address,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(origin === undefined ? {} : { origin }),
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Opens the card, waits the minimum fill time and sends the form. */
export async function shareDetails(
  t: TestApp,
  slug: string,
  fields: Record<string, string> = VISITOR,
  address = '10.0.0.1',
) {
  const { token } = await openCard(t.app, slug, address);
  t.clock.advance(4_000);
  return postContact(t.app, slug, { ...fields, t: token }, address);
}

export interface RawMail {
  to: string;
  subject: string;
  text: string;
  attachments?: { filename: string; contentType: string; content: string }[];
}

/** The outbox's mails as written, attachments included. */
export async function rawMailsTo(t: TestApp, to: string): Promise<RawMail[]> {
  await t.app.backgroundIdle();
  const names = (await readdir(t.outboxDir)).filter((name) => name.endsWith('.json'));
  const mails = await Promise.all(
    names.map(
      async (name) => JSON.parse(await readFile(join(t.outboxDir, name), 'utf8')) as RawMail,
    ),
  );
  return mails.filter((mail) => mail.to === to);
}

export async function contactRows(app: FastifyInstance, endUserId: string) {
  const { rows } = await app.systemDb.query<{
    name: string;
    email: string | null;
    consent: boolean;
  }>('SELECT name, email, consent FROM contacts WHERE end_user_id = $1 ORDER BY created_at', [
    endUserId,
  ]);
  return rows;
}
