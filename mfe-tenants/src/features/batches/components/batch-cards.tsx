import type { BatchDetail } from '@bizcard/shared/model';
import { ConfirmModal, EmptyState } from '@bizcard/shared/ui';
import { useCardActions } from '../hooks/use-card-actions';
import type { Notice } from '../lib/notice';
import { ACTIONS, MESSAGES } from '../messages';
import { BatchCardsTable } from './batch-cards-table';
import { CardsPager } from './cards-pager';

interface BatchCardsProps {
  tenantId: string;
  batchId: string;
  detail: BatchDetail;
  show: (notice: Notice | null) => void;
  onCards: () => void;
  onOffset: (offset: number) => void;
}

/** The page of the batch's cards, the pager, and the question before a card is blocked. */
export function BatchCards({ detail, onOffset, ...options }: BatchCardsProps) {
  const cards = useCardActions(options);
  if (detail.total === 0) return <EmptyState>{MESSAGES.noPeople}</EmptyState>;
  return (
    <>
      <BatchCardsTable
        cards={detail.cards}
        busy={cards.busy}
        onBlock={cards.askToBlock}
        onReplace={cards.replace}
      />
      <CardsPager
        offset={detail.offset}
        limit={detail.limit}
        total={detail.total}
        onOffset={onOffset}
      />
      {cards.blocking && (
        <ConfirmModal
          title={ACTIONS.blockCard}
          question={MESSAGES.blockQuestion(cards.blocking.name)}
          confirmLabel={[ACTIONS.blockCard, MESSAGES.blocking]}
          busy={cards.busy}
          error={cards.blockError}
          onConfirm={cards.confirmBlock}
          onClose={cards.cancelBlock}
        />
      )}
    </>
  );
}
