import { type OAuthProviderConfig, oauthProviderLabel } from '@bizcard/shared/model';
import { Button, Row, Table, TableFrame } from '@bizcard/shared/ui';
import { formatDate } from '../lib/format-date';
import { MESSAGES } from '../messages';
import { SecretStatus } from './secret-status';

interface OAuthProvidersTableProps {
  providers: OAuthProviderConfig[];
  onEdit: (config: OAuthProviderConfig) => void;
  onRotateKeys: (config: OAuthProviderConfig) => void;
  onDelete: (config: OAuthProviderConfig) => void;
}

/** The tenant's configurations; on a phone the table scrolls in its own box. */
export function OAuthProvidersTable({
  providers,
  onEdit,
  onRotateKeys,
  onDelete,
}: OAuthProvidersTableProps) {
  return (
    <TableFrame>
      <Table $stickyActions aria-label="OAuth providers">
        <thead>
          <tr>
            <th scope="col">Provider</th>
            <th scope="col">Display Name</th>
            <th scope="col">Status</th>
            <th scope="col">Created</th>
            <th scope="col">Secret</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {providers.map((config) => (
            <tr key={config.id}>
              <td>{oauthProviderLabel(config.provider_name)}</td>
              <td>{config.display_name}</td>
              <td>{MESSAGES.active}</td>
              <td>{formatDate(config.createdAt)}</td>
              <td>
                <SecretStatus config={config} />
              </td>
              <td>
                <Row>
                  <Button $variant="secondary" onClick={() => onEdit(config)}>
                    Edit
                  </Button>
                  <Button $variant="secondary" onClick={() => onRotateKeys(config)}>
                    Rotate Keys
                  </Button>
                  <Button $variant="danger" onClick={() => onDelete(config)}>
                    Delete
                  </Button>
                </Row>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableFrame>
  );
}
