import { listTemplates, useServerData } from '@bizcard/shared/api';

/** The tenant's templates for the picker, the default first. */
export function useTemplateList(tenantId: string) {
  return useServerData((signal) => listTemplates(tenantId, signal), [tenantId]);
}
