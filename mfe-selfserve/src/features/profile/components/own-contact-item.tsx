import type { Contact } from '@bizcard/shared/model';
import { Button, Muted } from '@bizcard/shared/ui';
import styled from 'styled-components';

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(3)} 0`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
  p {
    margin: ${({ theme }) => `${theme.space(1)} 0 0`};
  }
`;

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

interface OwnContactItemProps {
  contact: Contact;
  onDelete: (contact: Contact) => void;
}

/** One person who shared their details: what they sent, when, and Delete. */
export function OwnContactItem({ contact, onDelete }: OwnContactItemProps) {
  const { name, email, phone, company, note } = contact;
  return (
    <Item aria-label={name}>
      <div>
        <strong>{name}</strong>
        {company && <Muted> · {company}</Muted>}
        {email && (
          <p>
            <a href={`mailto:${email}`}>{email}</a>
          </p>
        )}
        {phone && (
          <p>
            <a href={`tel:${phone.replaceAll(/[^\d+]/g, '')}`}>{phone}</a>
          </p>
        )}
        {note && <p>{note}</p>}
        <p>
          <Muted>
            <time dateTime={contact.created_at}>
              {dateFormat.format(new Date(contact.created_at))}
            </time>
          </Muted>
        </p>
      </div>
      <Button $variant="secondary" aria-label={`Delete ${name}`} onClick={() => onDelete(contact)}>
        Delete
      </Button>
    </Item>
  );
}
