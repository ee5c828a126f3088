import { TEMPLATE_MESSAGES, type TemplateSummary } from '@bizcard/shared/model';
import { useSelectedTenantStore } from '@bizcard/shared/stores';
import { Banner, SelectTenantFirst, Spinner, useTimedMessage } from '@bizcard/shared/ui';
import { type ReactNode, useState } from 'react';
import { useTemplate } from '../hooks/use-template';
import { useTemplateList } from '../hooks/use-template-list';
import { NO_EXAMPLES } from '../lib/examples';
import { SAMPLE_EXAMPLES, sampleTemplate } from '../lib/sample-data';
import { PICKER_MESSAGES } from '../messages';
import { DesignerView } from './designer-view';
import { TemplatePicker } from './template-picker';

export const PAGE_TITLE = 'Business Card Template';

const NOTICE_MS = 5_000;
const NO_TEMPLATES: readonly TemplateSummary[] = [];

/** /tenants/contact: the selected tenant's card templates, designed against a live preview. */
export function TemplateDesignerPage() {
  const tenant = useSelectedTenantStore((state) => state.selectedTenant);
  if (!tenant) {
    return <SelectTenantFirst title={PAGE_TITLE} message={TEMPLATE_MESSAGES.selectTenant} />;
  }
  return <TenantTemplates key={tenant.id} tenantId={tenant.id} tenantName={tenant.name} />;
}

interface TenantProps {
  tenantId: string;
  tenantName: string;
}

/**
 * The picker chooses which template the designer shows. The default one is read without an id,
 * as before there were several, so a tenant that never saved one designs the sample.
 */
function TenantTemplates({ tenantId, tenantName }: TenantProps) {
  const list = useTemplateList(tenantId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [notice, showNotice] = useTimedMessage(NOTICE_MS);
  const templates = list.status === 'ready' ? list.data : NO_TEMPLATES;
  const selected =
    templates.find((template) => template.id === chosen) ??
    templates.find((template) => template.is_default) ??
    null;
  const templateId = selected && !selected.is_default ? selected.id : null;
  const picker = (
    <>
      {list.status === 'error' && <Banner tone="error">{PICKER_MESSAGES.loadFailed}</Banner>}
      {notice && <Banner tone="success">{notice}</Banner>}
      <TemplatePicker
        tenantId={tenantId}
        templates={templates}
        selected={selected}
        onSelect={setChosen}
        onChanged={(id, message) => {
          if (id) setChosen(id);
          if (message) showNotice(message);
          list.reload();
        }}
      />
    </>
  );
  return (
    <TemplateDesign
      key={templateId ?? 'default'}
      tenantId={tenantId}
      tenantName={tenantName}
      templateId={templateId}
      picker={picker}
    />
  );
}

function TemplateDesign(props: TenantProps & { templateId: string | null; picker: ReactNode }) {
  const template = useTemplate(props.tenantId, props.templateId);
  if (template.status === 'loading') return <Spinner label="Loading template..." />;
  const failed = template.status === 'error';
  const saved = template.status === 'ready' ? template.data : null;
  return (
    <>
      {failed && <Banner tone="error">{TEMPLATE_MESSAGES.loadFailed}</Banner>}
      <DesignerView
        {...props}
        initial={saved ?? sampleTemplate()}
        examples={saved ? NO_EXAMPLES : SAMPLE_EXAMPLES}
      />
    </>
  );
}
