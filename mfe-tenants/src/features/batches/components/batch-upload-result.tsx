import type { BatchUploadResult } from '@bizcard/shared/model';
import { Banner, ROWS_WITH_ERRORS } from '@bizcard/shared/ui';
import styled from 'styled-components';

const Problems = styled.ul`
  max-height: 240px;
  overflow-y: auto;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding-left: ${({ theme }) => theme.space(5)};
  font-size: 14px;
`;

const rows = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;

/** What the API answered: how many rows it stored and, row by row, what it left out. */
export function BatchUploadResultView({ result }: { result: BatchUploadResult }) {
  const unlisted = result.error_count - result.errors.length;
  return (
    <>
      <Banner tone="success">
        Batch '{result.name}' uploaded: {rows(result.row_count)} accepted from {result.file_name}.
      </Banner>
      {result.error_count > 0 && (
        <section aria-label={ROWS_WITH_ERRORS}>
          <p>{rows(result.error_count)} could not be used:</p>
          <Problems>
            {result.errors.map((problem) => (
              <li key={`${problem.row}-${problem.field}`}>
                Row {problem.row}: {problem.message}
              </li>
            ))}
          </Problems>
          {unlisted > 0 && <p>…and {unlisted} more.</p>}
        </section>
      )}
    </>
  );
}
