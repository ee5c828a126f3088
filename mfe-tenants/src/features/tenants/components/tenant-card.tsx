import { TENANT_TYPE_LABELS, type Tenant } from '@bizcard/shared/model';
import { Button, Card, Muted } from '@bizcard/shared/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { tenantLocation } from '../lib/tenant-location';

const Article = styled(Card)<{ $selected: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  height: 100%;
  border-color: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  box-shadow: ${({ theme, $selected }) =>
    $selected ? `0 0 0 1px ${theme.colors.primary}, ${theme.shadows.card}` : theme.shadows.card};
`;

const Name = styled.h2`
  font-size: 18px;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  font-size: 14px;
  overflow-wrap: anywhere;
`;

const TypeBadge = styled.span`
  align-self: flex-start;
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2.5)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.infoBg};
  color: ${({ theme }) => theme.colors.info};
  font-size: 12px;
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space(2)};
`;

interface TenantCardProps {
  tenant: Tenant;
  selected: boolean;
  onSelect: (tenant: Tenant) => void;
  /** Only super admins open details; without it the button is not shown. */
  onDetails?: (tenant: Tenant) => void;
}

export function TenantCard({ tenant, selected, onSelect, onDetails }: TenantCardProps) {
  const headingId = useId();
  const location = tenantLocation(tenant);
  const typeLabel = TENANT_TYPE_LABELS[tenant.tenant_type] ?? tenant.tenant_type;

  return (
    <Article as="article" aria-labelledby={headingId} $selected={selected}>
      <Name id={headingId}>{tenant.name}</Name>
      <Details>
        {tenant.email && <span>{tenant.email}</span>}
        {location && <Muted>{location}</Muted>}
      </Details>
      {typeLabel && <TypeBadge>{typeLabel}</TypeBadge>}
      <Actions>
        <Button
          $variant={selected ? 'primary' : 'secondary'}
          aria-pressed={selected}
          onClick={() => onSelect(tenant)}
        >
          {selected ? (
            <>
              <span aria-hidden="true">✓</span> Selected
            </>
          ) : (
            'Select'
          )}
        </Button>
        {onDetails && (
          <Button $variant="ghost" onClick={() => onDetails(tenant)}>
            Details
          </Button>
        )}
      </Actions>
    </Article>
  );
}
