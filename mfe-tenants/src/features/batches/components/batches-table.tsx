import { BATCH_STATUS_LABELS, type Batch } from '@bizcard/shared/model';
import { Muted, Table, TableFrame } from '@bizcard/shared/ui';
import { Link } from 'react-router-dom';
import { formatBatchDay } from '../lib/format-batch-time';
import { batchPath, MESSAGES } from '../messages';

interface BatchesTableProps {
  tenantName: string;
  batches: readonly Batch[];
}

/** The tenant's card orders, newest first, each with the way to its people and cards. */
export function BatchesTable({ tenantName, batches }: BatchesTableProps) {
  return (
    <TableFrame>
      <Table>
        <caption>{MESSAGES.caption(tenantName)}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">People</th>
            <th scope="col">Created by</th>
            <th scope="col">Created</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {batches.map((batch) => (
            <tr key={batch.id}>
              <td>{batch.name}</td>
              <td>{batch.row_count.toLocaleString('en-US')}</td>
              <td>{batch.created_by_email ?? <Muted>{MESSAGES.unknownCreator}</Muted>}</td>
              <td>{formatBatchDay(batch.created_at)}</td>
              <td>{BATCH_STATUS_LABELS[batch.status]}</td>
              <td>
                <Link to={batchPath(batch.id)} aria-label={MESSAGES.open(batch.name)}>
                  {MESSAGES.openShort}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableFrame>
  );
}
