import type { SelfServeUserInfo } from '@bizcard/shared/model';
import { useSessionStore } from '@bizcard/shared/stores';
import { Banner, Button, PageTitle, Spinner } from '@bizcard/shared/ui';
import { useCallback } from 'react';
import { useSelfServeTenantId } from '../../../hooks/use-self-serve-tenant-id';
import { useProfileForm } from '../hooks/use-profile-form';
import { useProfileLogout } from '../hooks/use-profile-logout';
import { PROFILE_MESSAGES } from '../messages';
import { CardPanel } from './card-panel';
import { ProfileForm } from './profile-form';
import { Main, Page, StickyHeader } from './profile-layout';
import { SignInFirst } from './sign-in-first';

/** /self-serve and /self (spec §2): the signed-in end user keeps their own contact current. */
export function SelfServeProfilePage() {
  const tenantId = useSelfServeTenantId();
  const status = useSessionStore((state) => state.status);
  const { logout, leaving } = useProfileLogout(tenantId);
  const form = useProfileForm(tenantId, status === 'authenticated');
  const { update } = form.info;
  const saved = useCallback((user: SelfServeUserInfo) => update(() => user), [update]);

  if (status === 'anonymous' && !leaving.current) return <SignInFirst tenantId={tenantId} />;

  return (
    <Page>
      <StickyHeader>
        <PageTitle>{PROFILE_MESSAGES.title}</PageTitle>
        <Button $variant="secondary" onClick={() => void logout()}>
          Logout
        </Button>
      </StickyHeader>
      <Main>
        {form.info.status === 'error' && (
          <Banner tone="error">{PROFILE_MESSAGES.loadFailed}</Banner>
        )}
        {form.info.status === 'ready' && (
          <CardPanel url={form.info.data.embedded_url} qrCode={form.info.data.qr_code} />
        )}
        {form.values ? (
          <ProfileForm form={form} tenantId={tenantId} onSaved={saved} />
        ) : (
          form.info.status !== 'error' && <Spinner />
        )}
      </Main>
    </Page>
  );
}
