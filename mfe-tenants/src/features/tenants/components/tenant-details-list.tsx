import type { Tenant } from '@bizcard/shared/model';
import { Card } from '@bizcard/shared/ui';
import styled from 'styled-components';

const List = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(160px, 220px) 1fr;
  @media (max-width: 600px) {
    grid-template-columns: 1fr;
  }
`;

const Item = styled.div`
  display: contents;
  & > dt,
  & > dd {
    padding: ${({ theme }) => theme.space(3)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  &:last-child > dt,
  &:last-child > dd {
    border-bottom: none;
  }
`;

const Term = styled.dt`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
`;

const Value = styled.dd<{ $mono?: boolean }>`
  margin: 0;
  overflow-wrap: anywhere;
  font-family: ${({ theme, $mono }) => ($mono ? theme.fonts.mono : 'inherit')};
`;

const MASKED_PASSWORD = '••••••••';

interface Entry {
  label: string;
  value: string | number | null | undefined;
  mono?: boolean;
}

const MISSING = '—';

const display = (value: Entry['value']) =>
  value === null || value === undefined || String(value).trim() === '' ? MISSING : String(value);

const isPresent = (value: string | null | undefined) => Boolean(value?.trim());

function entriesOf(tenant: Tenant): Entry[] {
  const entries: Entry[] = [
    { label: 'Name', value: tenant.name },
    { label: 'Tenant ID', value: tenant.tenant_name, mono: true },
    { label: 'Email', value: tenant.email },
    { label: 'Identity Provider Org ID', value: tenant.stytch_org_id, mono: true },
    { label: 'Database Host', value: tenant.db_host, mono: true },
    { label: 'Database Name', value: tenant.db_name, mono: true },
    { label: 'Database Port', value: tenant.db_port, mono: true },
    { label: 'Database Username', value: tenant.db_username, mono: true },
    // Never the stored value, whatever a response might carry.
    { label: 'Database Password', value: tenant.db_password_set ? MASKED_PASSWORD : 'Not set' },
    { label: 'Database Secret ARN', value: tenant.db_secret_arn, mono: true },
  ];
  if (isPresent(tenant.address)) entries.push({ label: 'Address', value: tenant.address });
  if (isPresent(tenant.state)) entries.push({ label: 'State', value: tenant.state });
  if (isPresent(tenant.country)) entries.push({ label: 'Country', value: tenant.country });
  return entries;
}

export function TenantDetailsList({ tenant }: { tenant: Tenant }) {
  return (
    <Card>
      <List>
        {entriesOf(tenant).map(({ label, value, mono }) => {
          const text = display(value);
          return (
            <Item key={label}>
              <Term>{label}</Term>
              <Value $mono={mono && text !== MISSING}>{text}</Value>
            </Item>
          );
        })}
      </List>
    </Card>
  );
}
