import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { outboxEntrySchema } from '@bizcard/shared/schemas';
import type * as z from 'zod/mini';

/** A mail the outbox transport wrote, as `GET /api/dev/outbox` lists it. */
export type OutboxEntry = z.output<typeof outboxEntrySchema>;

const URL_PATTERN = /https?:\/\/[^\s<>"')\]]+/g;

export function extractLinks(text: string): string[] {
  return text.match(URL_PATTERN) ?? [];
}

/** The mails written by the outbox transport, newest first. */
export async function readOutbox(dir: string): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const files = names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse();
  return Promise.all(
    files.map(async (name) => {
      const mail = JSON.parse(await readFile(join(dir, name), 'utf8')) as Omit<
        OutboxEntry,
        'links'
      >;
      return {
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        links: extractLinks(mail.text),
        date: mail.date,
      };
    }),
  );
}
