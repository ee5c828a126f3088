import {
  RequireSignedOut,
  ResetPasswordPage,
  SELF_SERVE_PATH,
  SelfGuard,
  SelfServeGuard,
  withTenant,
  YOUR_CARD_PATH,
} from '@bizcard/shared/auth';
import type { CurrentUser } from '@bizcard/shared/model';
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Landing } from './landing';

const SelfServeLoginPage = lazy(() => import('../exposed/self-serve-login-page'));
const SelfServeProfilePage = lazy(() => import('../exposed/self-serve-profile-page'));
const RegistrationPage = lazy(() => import('../exposed/registration-page'));
const RegistrationSuccessPage = lazy(() => import('../exposed/registration-success-page'));
const YourCardPage = lazy(() => import('../exposed/your-card-page'));

/** This app has no dashboard: a signed-in visitor's home is their own profile. */
const toProfile = (user: CurrentUser) => withTenant(SELF_SERVE_PATH, user.tenant_id);

/** The shell's self-serve routes (spec §2, §6), for end users opening this app on its own. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RequireSignedOut home={toProfile} />}>
        <Route path="self-serve-login" element={<SelfServeLoginPage />} />
        <Route path="forgot-password" element={<ResetPasswordPage endUsersOnly />} />
        <Route path="self-serve/register" element={<RegistrationPage />} />
        <Route path="self-serve-registry" element={<RegistrationPage />} />
        <Route path="registration-success" element={<RegistrationSuccessPage />} />
      </Route>
      <Route element={<SelfServeGuard />}>
        <Route path="self-serve" element={<SelfServeProfilePage />} />
      </Route>
      <Route path={YOUR_CARD_PATH} element={<YourCardPage />} />
      <Route element={<SelfGuard />}>
        <Route path="self" element={<SelfServeProfilePage />} />
      </Route>
      <Route path="*" element={<Landing home={toProfile} />} />
    </Routes>
  );
}
