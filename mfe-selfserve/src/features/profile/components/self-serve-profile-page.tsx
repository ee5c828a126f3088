import { SELF_SERVE_PATH, withTenant } from '@bizcard/shared/auth';
import type { SelfServeUserInfo } from '@bizcard/shared/model';
import { useSessionStore } from '@bizcard/shared/stores';
import { Banner, LEAVE_QUESTION, Spinner, useLeaveGuard } from '@bizcard/shared/ui';
import { useCallback } from 'react';
import { CardOwnerPanels } from '../../../components/card-owner/card-owner-panels';
import { SelfServeFrame } from '../../../components/self-serve-frame';
import { SignInFirst } from '../../../components/sign-in-first';
import { useSelfServeLogout } from '../../../hooks/use-self-serve-logout';
import { useSelfServeTenantId } from '../../../hooks/use-self-serve-tenant-id';
import { useProfileForm } from '../hooks/use-profile-form';
import { PROFILE_MESSAGES } from '../messages';
import { CardDetails } from './card-details';
import { CardPanel } from './card-panel';
import { ProfileForm } from './profile-form';
import { ReportProblem } from './report-problem';
import { YourContacts } from './your-contacts';

/** /self-serve and /self (spec §2): the signed-in end user keeps their own contact current. */
export function SelfServeProfilePage() {
  const tenantId = useSelfServeTenantId();
  const status = useSessionStore((state) => state.status);
  const { logout, leaving } = useSelfServeLogout(tenantId);
  const form = useProfileForm(tenantId, status === 'authenticated');
  const { update } = form.info;
  const saved = useCallback((user: SelfServeUserInfo) => update(() => user), [update]);
  useLeaveGuard(form.dirty);
  const leave = () => {
    if (!form.dirty || window.confirm(LEAVE_QUESTION)) void logout();
  };

  if (status === 'anonymous' && !leaving.current) {
    return <SignInFirst tenantId={tenantId} returnTo={withTenant(SELF_SERVE_PATH, tenantId)} />;
  }

  return (
    <SelfServeFrame title={PROFILE_MESSAGES.title} onLogout={leave}>
      {form.info.status === 'error' && <Banner tone="error">{PROFILE_MESSAGES.loadFailed}</Banner>}
      {form.info.status === 'ready' && (
        <>
          <CardPanel url={form.info.data.embedded_url} qrCode={form.info.data.qr_code} />
          <ReportProblem />
          <CardOwnerPanels />
        </>
      )}
      {form.values ? (
        <ProfileForm form={form} tenantId={tenantId} onSaved={saved} />
      ) : (
        form.info.status !== 'error' && <Spinner />
      )}
      {status === 'authenticated' && form.info.status === 'ready' && (
        <CardDetails profile={form.info.data} />
      )}
      {status === 'authenticated' && <YourContacts />}
    </SelfServeFrame>
  );
}
