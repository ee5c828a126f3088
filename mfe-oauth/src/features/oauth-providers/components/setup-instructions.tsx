import type { OAuthCatalogueEntry } from '@bizcard/shared/model';
import { Button, Muted, Row, Toast, useTimedMessage } from '@bizcard/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { callbackUrl } from '../lib/provider-form-values';
import { DURATIONS, MESSAGES } from '../messages';
import { FormSection } from './form-layout';

const Steps = styled.ol`
  margin: ${({ theme }) => `${theme.space(2)} 0 ${theme.space(3)}`};
  padding-left: ${({ theme }) => theme.space(5)};
  li + li { margin-top: ${({ theme }) => theme.space(1)}; }
`;

const Address = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 13px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  overflow-wrap: anywhere;
`;

const REDIRECT_LABEL = 'Redirect URI';

/** Where to create the app at the provider, its steps, and the redirect URI to register. */
export function SetupInstructions({ entry }: { entry: OAuthCatalogueEntry }) {
  const [notice, showNotice] = useTimedMessage(DURATIONS.copy);
  const [failed, setFailed] = useState(false);
  const address = callbackUrl();
  const setup = entry.setup;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setFailed(false);
      showNotice(MESSAGES.copied(REDIRECT_LABEL));
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
      <p>
        <Muted>{REDIRECT_LABEL} to register:</Muted>
      </p>
      <Row>
        <Address>{address}</Address>
        <Button $variant="secondary" onClick={copy}>
          Copy
        </Button>
      </Row>
      <Toast message={notice} tone={failed ? 'error' : 'success'} />
    </FormSection>
  );
}
