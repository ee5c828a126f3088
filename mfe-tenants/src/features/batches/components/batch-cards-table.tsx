import type { BatchCard } from '@bizcard/shared/model';
import { Button, Muted, Table, TableFrame } from '@bizcard/shared/ui';
import { useMemo } from 'react';
import styled from 'styled-components';
import { ACTIONS, CARD_STATE_LABELS, MESSAGES } from '../messages';

const Uid = styled.code`
  font-size: 13px;
`;

interface BatchCardsTableProps {
  cards: readonly BatchCard[];
  busy: boolean;
  onBlock: (card: BatchCard) => void;
  onReplace: (card: BatchCard) => void;
}

/**
 * Each person's latest card (a replacement comes after the card it replaces): the API blocks or
 * replaces that one, so only that one offers Replace card once it is blocked.
 */
function latestCards(cards: readonly BatchCard[]) {
  const latest = new Map<string, number>();
  for (const { end_user_id, row_number } of cards) {
    if (end_user_id) latest.set(end_user_id, Math.max(latest.get(end_user_id) ?? 0, row_number));
  }
  return latest;
}

/**
 * The batch's cards in row order (replacements last): whose, the address written on the chip,
 * the chip's UID once encoded, and whether the card is in use or blocked.
 */
export function BatchCardsTable({ cards, busy, onBlock, onReplace }: BatchCardsTableProps) {
  const latest = useMemo(() => latestCards(cards), [cards]);
  return (
    <TableFrame>
      <Table $stickyActions>
        <caption>{MESSAGES.cardsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Card address</th>
            <th scope="col">Chip UID</th>
            <th scope="col">Card state</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {cards.map((card) => (
            <tr key={`${card.row_number}-${card.card_url}-${card.state}`}>
              <td>{card.name}</td>
              <td>{card.email}</td>
              <td>
                {card.card_url ? (
                  <a href={card.card_url} target="_blank" rel="noreferrer">
                    {card.card_url}
                  </a>
                ) : (
                  <Muted>{MESSAGES.noCard}</Muted>
                )}
              </td>
              <td>
                {card.chip_uid ? <Uid>{card.chip_uid}</Uid> : <Muted>{MESSAGES.noChip}</Muted>}
              </td>
              <td>{CARD_STATE_LABELS[card.state]}</td>
              <td>
                {card.end_user_id && card.state === 'active' && (
                  <Button
                    $variant="ghost"
                    disabled={busy}
                    aria-label={MESSAGES.cardAction(ACTIONS.blockCard, card.name)}
                    onClick={() => onBlock(card)}
                  >
                    {ACTIONS.blockCard}
                  </Button>
                )}
                {card.end_user_id &&
                  card.state === 'blocked' &&
                  latest.get(card.end_user_id) === card.row_number && (
                    <Button
                      $variant="ghost"
                      disabled={busy}
                      aria-label={MESSAGES.cardAction(ACTIONS.replaceCard, card.name)}
                      onClick={() => onReplace(card)}
                    >
                      {ACTIONS.replaceCard}
                    </Button>
                  )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableFrame>
  );
}
