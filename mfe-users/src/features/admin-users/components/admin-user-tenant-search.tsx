import { TENANT_LIST_MESSAGES } from '@bizcard/shared/schemas';
import { Muted, SearchBox } from '@bizcard/shared/ui';
import { tenantsShown } from '../messages';

interface AdminUserTenantSearchProps {
  shown: number;
  total: number;
  onSearch: (text: string) => void;
}

/** Narrows the Tenant list when there are more tenants than it offers at once. */
export function AdminUserTenantSearch({ shown, total, onSearch }: AdminUserTenantSearchProps) {
  return (
    <div>
      <SearchBox
        label="Search tenants"
        placeholder={TENANT_LIST_MESSAGES.searchPlaceholder}
        onSearch={onSearch}
      />
      {total > shown && <Muted>{tenantsShown(shown, total)}</Muted>}
    </div>
  );
}
