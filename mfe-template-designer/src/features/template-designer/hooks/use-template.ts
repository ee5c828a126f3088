import { getTemplateHtml, useServerData } from '@bizcard/shared/api';
import { readStoredTemplate } from '@bizcard/shared/schemas';

/** The tenant's saved template (`templateId`'s, else the default), or null when none yet. */
export function useTemplate(tenantId: string, templateId: string | null = null) {
  return useServerData(
    async (signal) => {
      const html = await getTemplateHtml(tenantId, signal, templateId);
      return html ? readStoredTemplate(html) : null;
    },
    [tenantId, templateId],
  );
}
