import { addTenantDomain, errorMessage } from '@bizcard/shared/api';
import { normalizeDomain, type TenantDomain } from '@bizcard/shared/model';
import { Banner, Button, Field, Input } from '@bizcard/shared/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { DOMAIN_MESSAGES } from '../messages';

const Line = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-start;
  & > input {
    max-width: 24rem;
  }
`;

/** Adds a domain: checked here as the API checks it, then sent; the server's refusal shows. */
export function AddDomainForm({
  tenantId,
  onAdded,
}: {
  tenantId: string;
  onAdded: (domain: TenantDomain) => void;
}) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const checked = normalizeDomain(typed);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const { domain } = await addTenantDomain(tenantId, { domain: typed });
      setTyped('');
      onAdded(domain);
    } catch (failure) {
      setRefusal(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      {refusal && <Banner tone="error">{refusal}</Banner>}
      <Field
        label={DOMAIN_MESSAGES.domainLabel}
        hint={DOMAIN_MESSAGES.domainHint}
        error={error ?? undefined}
      >
        {(control) => (
          <Line>
            <Input
              {...control}
              value={typed}
              placeholder="example.com"
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setTyped(event.target.value)}
            />
            <Button type="submit" disabled={busy}>
              {busy ? DOMAIN_MESSAGES.adding : DOMAIN_MESSAGES.add}
            </Button>
          </Line>
        )}
      </Field>
    </form>
  );
}
