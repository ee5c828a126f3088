import type { OAuthCatalogueEntry } from '@bizcard/shared/model';
import { Button, Muted, Row, Toast, useTimedMessage } from '@bizcard/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { callbackUrl, isSamlProvider, samlServiceProvider } from '../lib/provider-form-values';
import { DURATIONS, MESSAGES } from '../messages';
import { FormSection } from './form-layout';

const Steps = styled.ol`
  margin: ${({ theme }) => `${theme.space(2)} 0 ${theme.space(3)}`};
  padding-left: ${({ theme }) => theme.space(5)};
  li + li { margin-top: ${({ theme }) => theme.space(1)}; }
`;

const Code = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 13px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  overflow-wrap: anywhere;
`;

interface Address {
  label: string;
  value: string;
}

/** What to register at the provider: our callback, or for SAML our ACS and entity ID. */
function addressesFor(entry: OAuthCatalogueEntry, tenantId: string | null): Address[] {
  if (!isSamlProvider(entry.value)) return [{ label: MESSAGES.redirectUri, value: callbackUrl() }];
  if (!tenantId) return [];
  const sp = samlServiceProvider(tenantId);
  return [
    { label: MESSAGES.samlAcs, value: sp.acsUrl },
    { label: MESSAGES.samlEntityId, value: sp.entityId },
  ];
}

/** Where to create the app at the provider, its steps, and the addresses to register. */
export function SetupInstructions({
  entry,
  tenantId,
}: {
  entry: OAuthCatalogueEntry;
  tenantId: string | null;
}) {
  const [notice, showNotice] = useTimedMessage(DURATIONS.copy);
  const [failed, setFailed] = useState(false);
  const setup = entry.setup;
  const addresses = addressesFor(entry, tenantId);

  const copy = async ({ label, value }: Address) => {
    try {
      await navigator.clipboard.writeText(value);
      setFailed(false);
      showNotice(MESSAGES.copied(label));
    } catch {
      // No clipboard (an insecure page) or permission refused.
      setFailed(true);
      showNotice(MESSAGES.copyFailed);
    }
  };

  return (
    <FormSection>
      <legend>Setup instructions</legend>
      {setup && (
        <>
          <p>
            In{' '}
            {setup.consoleUrl ? (
              <a href={setup.consoleUrl} target="_blank" rel="noreferrer">
                {setup.consoleName}
              </a>
            ) : (
              setup.consoleName
            )}
            :
          </p>
          <Steps>
            {setup.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </Steps>
        </>
      )}
      {addresses.map((address) => (
        <div key={address.label}>
          <p>
            <Muted>{MESSAGES.toRegister(address.label)}</Muted>
          </p>
          <Row>
            <Code>{address.value}</Code>
            <Button
              $variant="secondary"
              // Several Copy buttons each say what they copy.
              aria-label={addresses.length > 1 ? MESSAGES.copyLabel(address.label) : undefined}
              onClick={() => copy(address)}
            >
              Copy
            </Button>
          </Row>
        </div>
      ))}
      <Toast message={notice} tone={failed ? 'error' : 'success'} />
    </FormSection>
  );
}
