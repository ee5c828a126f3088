import { type OAuthProviderConfig, oauthProviderLabel } from '@bizcard/shared/model';
import { Button, Row, Select } from '@bizcard/shared/ui';
import { useId } from 'react';
import styled from 'styled-components';
import type { OpenDialog } from './designer-dialogs';

const Bar = styled(Row)`
  margin-bottom: ${({ theme }) => theme.space(4)};
  gap: ${({ theme }) => theme.space(3)};
`;

const Provider = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 600;
  select { width: auto; }
`;

interface DesignerToolbarProps {
  /** The tenant's OAuth configurations; empty while they load or when they cannot be read. */
  configurations: readonly OAuthProviderConfig[];
  /** A configuration is named by its provider: a tenant has one per provider. */
  oauthProviderId: string | null;
  onOauthProvider: (id: string | null) => void;
  onOpen: (dialog: OpenDialog) => void;
  onSave: () => void;
  saving: boolean;
}

/** What the provider selector offers: the configurations, and a saved one no longer among them. */
function providerOptions(configurations: readonly OAuthProviderConfig[], saved: string | null) {
  const options = configurations.map((config): { value: string; label: string } => ({
    value: config.provider_name,
    label: `${config.display_name} (${oauthProviderLabel(config.provider_name)})`,
  }));
  if (saved && !options.some((option) => option.value === saved)) {
    options.push({ value: saved, label: oauthProviderLabel(saved) });
  }
  return options;
}

/**
 * The screen's actions. The provider selector lists the tenant's OAuth configurations; a saved
 * provider whose configuration is gone is still offered, so that it survives a save.
 */
export function DesignerToolbar({
  configurations,
  oauthProviderId,
  onOauthProvider,
  onOpen,
  onSave,
  saving,
}: DesignerToolbarProps) {
  const id = useId();
  return (
    <Bar>
      <Provider htmlFor={id}>
        OAuth Provider
        <Select
          id={id}
          value={oauthProviderId ?? ''}
          onChange={(event) => onOauthProvider(event.target.value || null)}
        >
          <option value="">None</option>
          {providerOptions(configurations, oauthProviderId).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Provider>
      <Button $variant="secondary" onClick={() => onOpen({ kind: 'mapping' })}>
        Field Mapping
      </Button>
      <Button $variant="secondary" onClick={() => onOpen({ kind: 'theme' })}>
        Customize Theme
      </Button>
      <Button $variant="secondary" onClick={() => onOpen({ kind: 'sections' })}>
        Manage Sections
      </Button>
      <Button onClick={onSave} disabled={saving}>
        {saving ? 'Saving...' : 'Save Template'}
      </Button>
    </Bar>
  );
}
