import type { EndUserBulkAction } from '@bizcard/shared/model';
import { Button } from '@bizcard/shared/ui';
import styled from 'styled-components';
import { BATCH_FROM_USERS, BULK_MESSAGES } from '../messages';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

const Count = styled.strong`
  margin-right: ${({ theme }) => theme.space(2)};
`;

const Spacer = styled.span`
  flex: 1;
`;

interface BulkBarProps {
  selectedCount: number;
  matchingCount: number;
  /** Whether every user the search matches is ticked already. */
  allMatchingSelected: boolean;
  /** Registration links exist only for user-managed tenants. */
  userManaged: boolean;
  busy: boolean;
  onSelectMatching: () => void;
  onClear: () => void;
  onAction: (action: EndUserBulkAction) => void;
  /** Given to super admins only: a batch of cards for the ticked users. */
  onCreateBatch?: () => void;
}

/** What is ticked, widening it to every matching user, and the actions on it. */
export function BulkBar(props: BulkBarProps) {
  const { selectedCount, matchingCount, busy, onAction } = props;
  return (
    <Bar role="region" aria-label="Bulk actions">
      <Count aria-live="polite">{BULK_MESSAGES.selected(selectedCount)}</Count>
      {!props.allMatchingSelected && matchingCount > 0 && (
        <Button $variant="ghost" onClick={props.onSelectMatching}>
          {BULK_MESSAGES.selectMatching(matchingCount)}
        </Button>
      )}
      <Button $variant="ghost" onClick={props.onClear}>
        {BULK_MESSAGES.clear}
      </Button>
      <Spacer />
      {props.onCreateBatch && (
        <Button $variant="secondary" disabled={busy} onClick={props.onCreateBatch}>
          {BATCH_FROM_USERS.action}
        </Button>
      )}
      <Button $variant="secondary" disabled={busy} onClick={() => onAction('deactivate')}>
        Deactivate
      </Button>
      <Button $variant="secondary" disabled={busy} onClick={() => onAction('reactivate')}>
        Reactivate
      </Button>
      {props.userManaged && (
        <Button $variant="secondary" disabled={busy} onClick={() => onAction('registration_links')}>
          Registration links
        </Button>
      )}
      <Button $variant="danger" disabled={busy} onClick={() => onAction('delete')}>
        Delete
      </Button>
    </Bar>
  );
}
