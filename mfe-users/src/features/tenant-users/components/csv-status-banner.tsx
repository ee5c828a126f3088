import { Banner, ROWS_WITH_ERRORS } from '@bizcard/shared/ui';
import styled from 'styled-components';
import type { CsvStatus } from '../hooks/use-csv-status';
import { csvBannerTone } from '../lib/csv-banner-tone';

const Errors = styled.ul`
  margin: ${({ theme }) => `${theme.space(2)} 0 0`};
  padding-left: ${({ theme }) => theme.space(5)};
  font-size: 14px;
`;

/** The CSV messages, green or red by the spec's rule, with any rows the server refused. */
export function CsvStatusBanner({ status }: { status: CsvStatus | null }) {
  if (!status) return null;
  return (
    <Banner tone={csvBannerTone(status.text)}>
      {status.text}
      {status.errors && status.errors.length > 0 && (
        <Errors aria-label={ROWS_WITH_ERRORS}>
          {status.errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </Errors>
      )}
    </Banner>
  );
}
