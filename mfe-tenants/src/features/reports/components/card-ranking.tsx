import type { CardActivity } from '@bizcard/shared/model';
import { Muted } from '@bizcard/shared/ui';
import styled from 'styled-components';
import { countOf } from '../messages';

export const Block = styled.section`
  h3 {
    font-size: 15px;
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

export const Names = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(6)};
  li {
    padding: ${({ theme }) => theme.space(1)} 0;
    overflow-wrap: anywhere;
  }
`;

const Count = styled.span`
  float: right;
  margin-left: ${({ theme }) => theme.space(2)};
  font-variant-numeric: tabular-nums;
`;

interface CardRankingProps {
  title: string;
  cards: readonly CardActivity[];
  /** Which count ranks them. */
  by: 'views' | 'saves';
  empty: string;
}

/** Cards ranked by views or saves, most first; each name opens the card page. */
export function CardRanking({ title, cards, by, empty }: CardRankingProps) {
  const unit = by === 'views' ? 'view' : 'save';
  return (
    <Block aria-label={title}>
      <h3>{title}</h3>
      {cards.length === 0 ? (
        <Muted>{empty}</Muted>
      ) : (
        <Names>
          {cards.map((card) => (
            <li key={card.end_user_id}>
              <a href={card.card_url} target="_blank" rel="noreferrer">
                {card.name}
              </a>
              <Count>{countOf(card[by], unit)}</Count>
            </li>
          ))}
        </Names>
      )}
    </Block>
  );
}
