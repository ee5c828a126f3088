import { END_USER_FIELDS, type EndUser, type EndUserTextWireName } from '@bizcard/shared/model';
import { Muted } from '@bizcard/shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { addressPreview, formatDate, isWebAddress, truncate } from '../lib/cell-format';
import type { ColumnKey } from '../lib/columns';
import { fullName, roleOf } from '../lib/user-index';
import { PhoneText } from './phone-text';

const Qr = styled.img`
  display: block;
  width: 48px;
  height: 48px;
`;

const Lines = styled.span`
  display: flex;
  flex-direction: column;
`;

const TextLink = styled.a`
  color: ${({ theme }) => theme.colors.primary};
`;

const withoutScheme = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');

/** A page in a new tab; anything that is not http(s) (or, for our own pages, a path) stays text. */
function externalLink(url: string | null, text: string, ownPage = false): ReactNode {
  if (!url) return null;
  if (!isWebAddress(url) && !(ownPage && url.startsWith('/'))) return text;
  return (
    <TextLink href={url} target="_blank" rel="noopener noreferrer" title={url}>
      {text}
    </TextLink>
  );
}

const socialLink = (url: string | null) =>
  url ? externalLink(url, truncate(withoutScheme(url))) : null;

function addresses(user: EndUser): ReactNode {
  const { lines, more } = addressPreview(user.addresses);
  if (lines.length === 0) return null;
  return (
    <Lines>
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
      {more > 0 && <Muted>+{more} more</Muted>}
    </Lines>
  );
}

type CellRenderer = (user: EndUser) => ReactNode;

/** Cells other than a field's plain text, or a link for a field of web addresses. */
const OWN_CELLS: Partial<Record<ColumnKey, CellRenderer>> = {
  name: fullName,
  role: roleOf,
  website: (user) => (user.website ? externalLink(user.website, truncate(user.website)) : null),
  addresses,
  embedded_url: (user) => externalLink(user.embedded_url, 'View Card', true),
  qr_code: (user) =>
    user.qr_code ? (
      <Qr
        src={user.qr_code}
        alt={`QR code for ${fullName(user)}`}
        loading="lazy"
        width={48}
        height={48}
      />
    ) : null,
  created_at: (user) => formatDate(user.created_at),
  updated_at: (user) => formatDate(user.updated_at),
};

const URL_FIELDS = new Set<string>(
  END_USER_FIELDS.filter((field) => field.input === 'url').map((field) => field.wire),
);

const PHONE_FIELDS = new Set<string>(
  END_USER_FIELDS.filter((field) => field.input === 'tel').map((field) => field.wire),
);

/** What a switch column says for on and off (the users table's 'Active' column). */
export const SWITCH_TEXT: Record<string, readonly [on: string, off: string]> = {
  active: ['Active', 'Inactive'],
};

function fieldCell(column: ColumnKey, user: EndUser): ReactNode {
  const value = user[column as EndUserTextWireName];
  if (typeof value === 'boolean') return (SWITCH_TEXT[column] ?? ['Yes', 'No'])[value ? 0 : 1];
  if (value && PHONE_FIELDS.has(column)) return <PhoneText value={value} />;
  return URL_FIELDS.has(column) ? socialLink(value) : value;
}

/** What one cell of the users table shows (spec §2). */
export function cellContent(column: ColumnKey, user: EndUser): ReactNode {
  const own = OWN_CELLS[column];
  return own ? own(user) : fieldCell(column, user);
}
