import { blockBatchCard, errorMessage, replaceBatchCard } from '@bizcard/shared/api';
import type { BatchCard } from '@bizcard/shared/model';
import { useCallback, useState } from 'react';
import type { Notice } from '../lib/notice';
import { MESSAGES } from '../messages';

interface CardActionsOptions {
  tenantId: string;
  batchId: string;
  show: (notice: Notice | null) => void;
  /** The cards changed (a card blocked, a replacement added): read them again. */
  onCards: () => void;
}

/** 'Block card' after a question, and 'Replace card', for one person's card of the batch. */
export function useCardActions({ tenantId, batchId, show, onCards }: CardActionsOptions) {
  const [blocking, setBlocking] = useState<BatchCard | null>(null);
  const [busy, setBusy] = useState(false);
  const [blockError, setBlockError] = useState<string | null>(null);

  const askToBlock = useCallback((card: BatchCard) => {
    setBlockError(null);
    setBlocking(card);
  }, []);
  const cancelBlock = useCallback(() => setBlocking(null), []);

  const confirmBlock = useCallback(async () => {
    if (!blocking?.end_user_id) return;
    setBusy(true);
    try {
      await blockBatchCard(tenantId, batchId, blocking.end_user_id);
      setBlocking(null);
      show({ tone: 'success', text: MESSAGES.blocked(blocking.name) });
      onCards();
    } catch (failure) {
      setBlockError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }, [blocking, tenantId, batchId, show, onCards]);

  const replace = useCallback(
    async (card: BatchCard) => {
      if (!card.end_user_id) return;
      setBusy(true);
      show(null);
      try {
        await replaceBatchCard(tenantId, batchId, card.end_user_id);
        show({ tone: 'success', text: MESSAGES.replaced(card.name) });
        onCards();
      } catch (failure) {
        show({ tone: 'error', text: errorMessage(failure) });
      } finally {
        setBusy(false);
      }
    },
    [tenantId, batchId, show, onCards],
  );

  return { blocking, busy, blockError, askToBlock, cancelBlock, confirmBlock, replace };
}

export type CardActions = ReturnType<typeof useCardActions>;
