import { getYourCard, useServerData } from '@bizcard/shared/api';
import { YOUR_CARD_PATH } from '@bizcard/shared/auth';
import { useSessionStore } from '@bizcard/shared/stores';
import { Banner, Button, Spinner } from '@bizcard/shared/ui';
import { CardOwnerPanels } from '../../../components/card-owner/card-owner-panels';
import { SelfServeFrame } from '../../../components/self-serve-frame';
import { SignInFirst } from '../../../components/sign-in-first';
import { useSelfServeLogout } from '../../../hooks/use-self-serve-logout';
import { useSelfServeTenantId } from '../../../hooks/use-self-serve-tenant-id';
import { YOUR_CARD_TEXT } from '../messages';
import { CardSummary } from './card-summary';
import { DirectoryDetails } from './directory-details';

/**
 * /self-serve/card: a signed-in end user's card, and what their organisation's directory put
 * on it at their last single sign-on. Every end user has one; nothing here is edited.
 */
export function YourCardPage() {
  const status = useSessionStore((state) => state.status);
  const linkTenantId = useSelfServeTenantId();
  // Logout lands on the self-serve login of the person's own tenant, which offers its SSO.
  const tenantId = useSessionStore((state) => state.user?.tenant_id ?? null) ?? linkTenantId;
  const { logout, leaving } = useSelfServeLogout(tenantId);
  const card = useServerData((signal) => getYourCard(signal), [], {
    enabled: status === 'authenticated',
  });

  if (status === 'anonymous' && !leaving.current) {
    return <SignInFirst tenantId={tenantId} returnTo={YOUR_CARD_PATH} />;
  }

  return (
    <SelfServeFrame title={YOUR_CARD_TEXT.title} onLogout={() => void logout()}>
      {card.status === 'error' && (
        <Banner tone="error">
          {YOUR_CARD_TEXT.loadFailed}{' '}
          <Button $variant="ghost" onClick={card.reload}>
            Retry
          </Button>
        </Banner>
      )}
      {card.status === 'ready' && (
        <>
          <CardSummary card={card.data} />
          <CardOwnerPanels />
          <DirectoryDetails directory={card.data.directory} />
        </>
      )}
      {(card.status === 'loading' || card.status === 'idle') && <Spinner />}
    </SelfServeFrame>
  );
}
