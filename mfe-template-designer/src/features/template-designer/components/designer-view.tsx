import type { EndUserFields, OAuthProviderConfig, StoredTemplate } from '@bizcard/shared/model';
import { TEMPLATE_MESSAGES } from '@bizcard/shared/model';
import { Banner, Muted, PageHeader, PageTitle, Toast, useTimedMessage } from '@bizcard/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useDraft } from '../hooks/use-draft';
import { useOAuthConfigurations } from '../hooks/use-oauth-configurations';
import { useSaveTemplate } from '../hooks/use-save-template';
import { SAMPLE_PERSON } from '../lib/sample-data';
import { CardPreview } from './card-preview';
import { DesignerDialogs, type OpenDialog } from './designer-dialogs';
import { DesignerToolbar } from './designer-toolbar';
import { PreviewPersonPicker } from './preview-person-picker';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: minmax(0, 1fr);
  justify-items: center;
`;

const NOTICE_MS = 5_000;
const NO_CONFIGURATIONS: readonly OAuthProviderConfig[] = [];

interface DesignerViewProps {
  tenantId: string;
  tenantName: string;
  initial: StoredTemplate;
}

export function DesignerView({ tenantId, tenantName, initial }: DesignerViewProps) {
  const { draft, actions } = useDraft(initial);
  const { save, saving, notice, error } = useSaveTemplate(tenantId, actions.saved);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [person, setPerson] = useState<EndUserFields>(SAMPLE_PERSON);
  const [vcardNotice, showVcardNotice] = useTimedMessage(NOTICE_MS);
  const configurations = useOAuthConfigurations(tenantId);

  return (
    <>
      <PageHeader>
        <div>
          <PageTitle>Business Card Template</PageTitle>
          <Muted>{tenantName}</Muted>
        </div>
      </PageHeader>
      <DesignerToolbar
        configurations={configurations.status === 'ready' ? configurations.data : NO_CONFIGURATIONS}
        oauthProviderId={draft.template.oauthProviderId}
        onOauthProvider={(oauthProviderId) => actions.change({ oauthProviderId })}
        onOpen={setDialog}
        onSave={() => save(draft)}
        saving={saving}
      />
      {notice && <Banner tone="success">{notice}</Banner>}
      {error && <Banner tone="error">{error}</Banner>}
      <Layout>
        <PreviewPersonPicker tenantId={tenantId} onPick={setPerson} />
        <CardPreview
          draft={draft}
          person={person}
          onDownloaded={() => showVcardNotice(TEMPLATE_MESSAGES.vcardDownloaded)}
        />
      </Layout>
      <Toast message={vcardNotice} />
      <DesignerDialogs
        dialog={dialog}
        draft={draft}
        actions={actions}
        onClose={() => setDialog(null)}
        onSaveAll={(next) => save(next)}
      />
    </>
  );
}
