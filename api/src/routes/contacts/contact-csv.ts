import type { Contact } from '@bizcard/shared/model';
import { csvLines, protectCell, UTF8_BOM } from '../../csv/csv-write';

const HEADER = [
  'Date',
  'Name',
  'Email',
  'Phone',
  'Company',
  'Note',
  'Consent',
  'Card owner',
  'Owner email',
];

const cells = (contact: Contact): string[] =>
  [
    contact.created_at,
    contact.name,
    contact.email ?? '',
    contact.phone ?? '',
    contact.company ?? '',
    contact.note ?? '',
    contact.consent ? 'Yes' : 'No',
    contact.owner.name,
    contact.owner.email,
  ].map(protectCell);

/** The export's text in chunks: the BOM and header, then one chunk per page of contacts. */
export async function* contactsCsv(pages: AsyncIterable<Contact[]>): AsyncGenerator<string> {
  yield UTF8_BOM + csvLines([HEADER]);
  for await (const contacts of pages) yield csvLines(contacts.map(cells));
}
