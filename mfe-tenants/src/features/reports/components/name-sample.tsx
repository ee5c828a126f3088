import { Muted } from '@bizcard/shared/ui';
import styled from 'styled-components';
import { TEXT } from '../messages';
import { Block } from './card-ranking';

const Count = styled.p`
  font-size: 24px;
  font-weight: 700;
`;

const Names = styled.ul`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding-left: ${({ theme }) => theme.space(5)};
  overflow-wrap: anywhere;
`;

interface NameSampleProps {
  title: string;
  /** How many there are in all; `names` holds only the first few. */
  count: number;
  names: readonly { id: string; name: string; email: string }[];
  empty: string;
}

/** A count and the first names behind it: 'Cards never viewed', 'Users without a card'. */
export function NameSample({ title, count, names, empty }: NameSampleProps) {
  return (
    <Block aria-label={title}>
      <h3>{title}</h3>
      {count === 0 ? (
        <Muted>{empty}</Muted>
      ) : (
        <>
          <Count>{count}</Count>
          <Names>
            {names.map((person) => (
              <li key={person.id}>
                {person.name} <Muted>{person.email}</Muted>
              </li>
            ))}
          </Names>
          {count > names.length && <Muted>{TEXT.more(count - names.length)}</Muted>}
        </>
      )}
    </Block>
  );
}
