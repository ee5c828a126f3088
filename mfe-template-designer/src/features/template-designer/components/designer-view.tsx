import {
  type EndUser,
  type EndUserFields,
  type OAuthProviderConfig,
  SAMPLE_PERSON,
  type StoredTemplate,
} from '@bizcard/shared/model';
import { Banner, Muted, PageHeader, PageTitle, Toast } from '@bizcard/shared/ui';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { useDraft } from '../hooks/use-draft';
import { useOAuthConfigurations } from '../hooks/use-oauth-configurations';
import { useSaveTemplate } from '../hooks/use-save-template';
import { useVCardDownload } from '../hooks/use-vcard-download';
import type { Examples } from '../lib/examples';
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

const NO_CONFIGURATIONS: readonly OAuthProviderConfig[] = [];

interface DesignerViewProps {
  tenantId: string;
  tenantName: string;
  initial: StoredTemplate;
  /** Example text of the sample template, shown marked and never saved as it stands. */
  examples: Examples;
  /** Which of the tenant's templates this is; null: its default one (decision 056). */
  templateId?: string | null;
  /** The template picker, under the title. */
  picker?: ReactNode;
}

export function DesignerView(props: DesignerViewProps) {
  const { tenantId, tenantName, initial, examples, templateId = null, picker } = props;
  const { draft, actions } = useDraft(initial, examples);
  const { save, saving, notice, error } = useSaveTemplate(tenantId, actions.saved, templateId);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [person, setPerson] = useState<EndUserFields | EndUser>(SAMPLE_PERSON);
  const vcard = useVCardDownload(tenantId);
  const configurations = useOAuthConfigurations(tenantId);

  return (
    <>
      <PageHeader>
        <div>
          <PageTitle>Business Card Template</PageTitle>
          <Muted>{tenantName}</Muted>
        </div>
      </PageHeader>
      {picker}
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
      {vcard.error && <Banner tone="error">{vcard.error}</Banner>}
      <Layout>
        <PreviewPersonPicker tenantId={tenantId} onPick={setPerson} />
        <CardPreview
          draft={draft}
          person={person}
          onAddToContacts={() => vcard.download(person, draft.photo.upload)}
          onKeepExample={actions.keepExample}
        />
      </Layout>
      <Toast message={vcard.notice} />
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
