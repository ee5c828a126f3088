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
  oauthProviderId: string | null;
  onOauthProvider: (id: string | null) => void;
  onOpen: (dialog: OpenDialog) => void;
  onSave: () => void;
  saving: boolean;
}

/**
 * The screen's actions. The provider list stays 'None' until the OAuth screen stores
 * providers; a saved id is still offered so that it survives a save.
 */
export function DesignerToolbar({
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
          {oauthProviderId && <option value={oauthProviderId}>{oauthProviderId}</option>}
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
