import { TENANT_LIST_MESSAGES } from '@bizcard/shared/schemas';
import { SearchBox } from '@bizcard/shared/ui';
import styled from 'styled-components';

const Search = styled(SearchBox)`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** 'Search tenants': the name, tenant ID or email, sent once typing pauses. */
export function TenantSearch({ onSearch }: { onSearch: (text: string) => void }) {
  return (
    <Search
      label="Search tenants"
      placeholder={TENANT_LIST_MESSAGES.searchPlaceholder}
      onSearch={onSearch}
    />
  );
}
