import type { BatchUploadResult } from '@bizcard/shared/model';
import { Banner } from '@bizcard/shared/ui';
import { Link } from 'react-router-dom';
import { batchPath, MESSAGES } from '../messages';

/** What the API answered: the batch made, how the tenant's users changed, and the way to it. */
export function BatchUploadResultView({ result }: { result: BatchUploadResult }) {
  const { created, updated, unchanged } = result.users;
  return (
    <>
      <Banner tone="success">
        {MESSAGES.uploaded(result.name, result.row_count)}{' '}
        {MESSAGES.usersChanged(created, updated, unchanged)}
      </Banner>
      <Link to={batchPath(result.id)}>{MESSAGES.open(result.name)}</Link>
    </>
  );
}
