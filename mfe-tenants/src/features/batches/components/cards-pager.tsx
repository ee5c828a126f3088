import { Button, Row } from '@bizcard/shared/ui';
import styled from 'styled-components';
import { MESSAGES } from '../messages';

const Pager = styled(Row)`
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space(3)};
`;

interface CardsPagerProps {
  offset: number;
  limit: number;
  total: number;
  onOffset: (offset: number) => void;
}

/** Which cards of a large batch are shown, and the way to the next or previous page of them. */
export function CardsPager({ offset, limit, total, onOffset }: CardsPagerProps) {
  if (total <= limit && offset === 0) return null;
  const last = Math.min(offset + limit, total);
  return (
    <Pager role="navigation" aria-label={MESSAGES.cardPages}>
      <span>{MESSAGES.showingCards(offset + 1, last, total)}</span>
      <Button
        $variant="secondary"
        disabled={offset === 0}
        onClick={() => onOffset(Math.max(0, offset - limit))}
      >
        Previous
      </Button>
      <Button
        $variant="secondary"
        disabled={last >= total}
        onClick={() => onOffset(offset + limit)}
      >
        Next
      </Button>
    </Pager>
  );
}
