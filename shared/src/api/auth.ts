import type {
  CallbackResponse,
  CurrentUser,
  MagicLinkResponse,
  MessageResponse,
  PasswordLoginResponse,
  ValidateResponse,
} from '../model/auth';
import type {
  ResetPasswordRequest,
  SelfServeForgotPasswordRequest,
  SelfServeLoginRequest,
} from '../schemas/auth';
import { apiGet, apiPost } from './client';

export const getCurrentAdmin = () => apiGet<CurrentUser>('/api/management/admin-users/me');

export const validateSession = () => apiGet<ValidateResponse>('/api/auth/validate');

export const logoutRequest = () => apiPost<MessageResponse>('/api/auth/logout');

export const requestMagicLink = (email: string) =>
  apiPost<MagicLinkResponse>('/api/auth/login', { email });

export const loginWithPassword = (email: string, password: string) =>
  apiPost<PasswordLoginResponse>('/api/auth/login/password', { email, password });

export const completeMagicLink = (token: string) =>
  apiPost<CallbackResponse>('/api/auth/callback', { token });

export const requestPasswordReset = (email: string, redirectUrl: string) =>
  apiPost<MessageResponse>('/api/auth/forgot-password', { email, redirect_url: redirectUrl });

export const resetPassword = (body: ResetPasswordRequest) =>
  apiPost<MessageResponse>('/api/auth/reset-password', body);

export const selfServeLogin = (body: SelfServeLoginRequest) =>
  apiPost<CallbackResponse>('/api/auth/self-serve-login', body);

export const selfServeForgotPassword = (body: SelfServeForgotPasswordRequest) =>
  apiPost<MessageResponse>('/api/auth/self-serve-forget-password', body);
