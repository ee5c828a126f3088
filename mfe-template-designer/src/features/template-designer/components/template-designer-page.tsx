import { TEMPLATE_MESSAGES } from '@bizcard/shared/model';
import { useSelectedTenantStore } from '@bizcard/shared/stores';
import { Banner, SelectTenantFirst, Spinner } from '@bizcard/shared/ui';
import { useTemplate } from '../hooks/use-template';
import { NO_EXAMPLES } from '../lib/examples';
import { SAMPLE_EXAMPLES, sampleTemplate } from '../lib/sample-data';
import { DesignerView } from './designer-view';

export const PAGE_TITLE = 'Business Card Template';

/** /tenants/contact: the selected tenant's card template, designed against a live preview. */
export function TemplateDesignerPage() {
  const tenant = useSelectedTenantStore((state) => state.selectedTenant);
  if (!tenant) {
    return <SelectTenantFirst title={PAGE_TITLE} message={TEMPLATE_MESSAGES.selectTenant} />;
  }
  return <TenantTemplate key={tenant.id} tenantId={tenant.id} tenantName={tenant.name} />;
}

function TenantTemplate({ tenantId, tenantName }: { tenantId: string; tenantName: string }) {
  const template = useTemplate(tenantId);
  if (template.status === 'loading') return <Spinner label="Loading template..." />;
  const failed = template.status === 'error';
  const saved = template.status === 'ready' ? template.data : null;
  return (
    <>
      {failed && <Banner tone="error">{TEMPLATE_MESSAGES.loadFailed}</Banner>}
      <DesignerView
        tenantId={tenantId}
        tenantName={tenantName}
        initial={saved ?? sampleTemplate()}
        examples={saved ? NO_EXAMPLES : SAMPLE_EXAMPLES}
      />
    </>
  );
}
