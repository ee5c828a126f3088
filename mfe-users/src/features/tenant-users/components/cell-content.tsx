import type { EndUser } from '@bizcard/shared/model';
import { Muted } from '@bizcard/shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { addressPreview, formatDate, isWebAddress, truncate } from '../lib/cell-format';
import type { ColumnKey } from '../lib/columns';
import { fullName, roleOf } from '../lib/user-index';

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

const CELLS: Record<ColumnKey, CellRenderer> = {
  name: fullName,
  email: (user) => user.email,
  role: roleOf,
  pronouns: (user) => user.pronouns,
  phone_work: (user) => user.phone_work,
  phone_direct: (user) => user.phone_direct,
  phone_cell: (user) => user.phone_cell,
  title: (user) => user.title,
  company: (user) => user.company,
  department: (user) => user.department,
  accreditations: (user) => user.accreditations,
  website: (user) => (user.website ? externalLink(user.website, truncate(user.website)) : null),
  linkedin: (user) => socialLink(user.linkedin),
  facebook: (user) => socialLink(user.facebook),
  instagram: (user) => socialLink(user.instagram),
  x_twitter: (user) => socialLink(user.x_twitter),
  youtube: (user) => socialLink(user.youtube),
  reddit: (user) => socialLink(user.reddit),
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

/** What one cell of the users table shows (spec §2). */
export const cellContent = (column: ColumnKey, user: EndUser): ReactNode => CELLS[column](user);
