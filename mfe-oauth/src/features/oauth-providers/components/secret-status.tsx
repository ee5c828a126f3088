import type { OAuthProviderConfig } from '@bizcard/shared/model';
import styled from 'styled-components';
import { formatDate } from '../lib/format-date';
import { secretIsStale } from '../lib/secret-age';
import { MESSAGES } from '../messages';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1)};
`;

// Says it in words, with an icon, so the flag does not rest on its colour.
const StaleBadge = styled.span`
  display: inline-block;
  padding: ${({ theme }) => `0 ${theme.space(2)}`};
  border: 1px solid ${({ theme }) => theme.colors.dangerBorder};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.dangerBg};
  color: ${({ theme }) => theme.colors.danger};
  font-size: 13px;
  font-weight: 600;
  white-space: nowrap;
`;

/** The Secret cell: when the client secret was last set, and a flag once it is too old. */
export function SecretStatus({ config }: { config: OAuthProviderConfig }) {
  if (!config.client_secret_set) return <>{MESSAGES.notAvailable}</>;
  return (
    <Stack>
      <span>{MESSAGES.secretRotatedOn(formatDate(config.secretRotatedAt))}</span>
      {secretIsStale(config.secretRotatedAt) && (
        <StaleBadge>
          <span aria-hidden="true">⚠ </span>
          {MESSAGES.secretStale}
        </StaleBadge>
      )}
    </Stack>
  );
}
