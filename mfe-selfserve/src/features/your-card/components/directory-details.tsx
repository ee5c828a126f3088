import type { YourCardResponse } from '@bizcard/shared/model';
import { Card, Muted } from '@bizcard/shared/ui';
import { Fragment, useId } from 'react';
import styled from 'styled-components';
import { YOUR_CARD_TEXT } from '../messages';

const Heading = styled.h2`
  font-size: 18px;
  font-weight: 700;
  margin: 0 0 ${({ theme }) => theme.space(2)};
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, max-content) 1fr;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(6)}`};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/** What the person's directory set at their last single sign-on: read-only here. */
export function DirectoryDetails({ directory }: Pick<YourCardResponse, 'directory'>) {
  const { provider, synced_at: syncedAt, fields } = directory;
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <Heading id={headingId}>{YOUR_CARD_TEXT.directory}</Heading>
      <Note>{YOUR_CARD_TEXT.readOnly}</Note>
      {fields.length > 0 ? (
        <Fields>
          {fields.map((field) => (
            <Fragment key={field.wire}>
              <dt>{field.label}</dt>
              <dd>{field.value}</dd>
            </Fragment>
          ))}
        </Fields>
      ) : (
        <Note>{YOUR_CARD_TEXT.nothingYet}</Note>
      )}
      {syncedAt ? (
        <Muted>{YOUR_CARD_TEXT.lastUpdated(provider, dateFormat.format(new Date(syncedAt)))}</Muted>
      ) : null}
    </Card>
  );
}
