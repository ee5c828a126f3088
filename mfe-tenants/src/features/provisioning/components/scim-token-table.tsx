import type { ScimToken } from '@bizcard/shared/model';
import { Button, Muted, Table, TableFrame } from '@bizcard/shared/ui';
import { formatTokenTime } from '../lib/format-token-time';
import { MESSAGES } from '../messages';

const NONE = <Muted>—</Muted>;

const At = ({ at }: { at: string }) => <time dateTime={at}>{formatTokenTime(at)}</time>;

interface ScimTokenTableProps {
  tokens: readonly ScimToken[];
  onRevoke: (token: ScimToken) => void;
}

/** The tenant's tokens, newest first: who made each, when it was last used, and Revoke. */
export function ScimTokenTable({ tokens, onRevoke }: ScimTokenTableProps) {
  return (
    <TableFrame>
      <Table $stickyActions>
        <caption>{MESSAGES.caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Created</th>
            <th scope="col">Created by</th>
            <th scope="col">Last used</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((token) => (
            <tr key={token.id}>
              <td>{token.name}</td>
              <td>
                <At at={token.created_at} />
              </td>
              <td>{token.created_by ?? NONE}</td>
              <td>{token.last_used_at ? <At at={token.last_used_at} /> : MESSAGES.never}</td>
              <td>
                {token.revoked_at
                  ? MESSAGES.revokedOn(formatTokenTime(token.revoked_at))
                  : MESSAGES.active}
              </td>
              <td>
                {!token.revoked_at && (
                  <Button
                    $variant="danger"
                    aria-label={`Revoke ${token.name}`}
                    onClick={() => onRevoke(token)}
                  >
                    Revoke
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableFrame>
  );
}
