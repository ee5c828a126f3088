import { BATCH_STATUS_LABELS, type Batch } from '@bizcard/shared/model';
import { Muted, PageHeader, PageTitle } from '@bizcard/shared/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatBatchDay } from '../lib/format-batch-time';
import { BATCHES_PATH, MESSAGES } from '../messages';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  dt {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

/** The batch's name, the way back to the list, and what is known of it. */
export function BatchSummary({ batch }: { batch: Batch }) {
  return (
    <>
      <PageHeader>
        <div>
          <Link to={BATCHES_PATH}>{MESSAGES.backToBatches}</Link>
          <PageTitle>{batch.name}</PageTitle>
        </div>
      </PageHeader>
      <section aria-label={MESSAGES.facts}>
        <Facts>
          <div>
            <dt>Status</dt>
            <dd>{BATCH_STATUS_LABELS[batch.status]}</dd>
          </div>
          <div>
            <dt>People</dt>
            <dd>{batch.row_count.toLocaleString('en-US')}</dd>
          </div>
          <div>
            <dt>Chips encoded</dt>
            <dd>{batch.encoded_count.toLocaleString('en-US')}</dd>
          </div>
          <div>
            <dt>Created</dt>
            <dd>
              {formatBatchDay(batch.created_at)}{' '}
              {batch.created_by_email && <Muted>by {batch.created_by_email}</Muted>}
            </dd>
          </div>
          <div>
            <dt>Source</dt>
            <dd>{batch.file_name ?? MESSAGES.fromUsers}</dd>
          </div>
        </Facts>
      </section>
    </>
  );
}
