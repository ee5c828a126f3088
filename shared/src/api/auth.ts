import type {
  ResetPasswordRequest,
  SelfServeForgotPasswordRequest,
  SelfServeLoginRequest,
} from '../schemas/auth';
import { messageReplySchema } from '../schemas/error-reply';
import {
  callbackReplySchema,
  currentUserSchema,
  magicLinkReplySchema,
  passwordLoginReplySchema,
  selfServeLoginReplySchema,
  validateReplySchema,
} from '../schemas/session-replies';
import { getJson, postJson } from './client';
import { SESSION_READ_PATH } from './early-reads';

// The shell's start-up imports this module: its reply schemas are read outside production only,
// where replies are checked, so that a production build leaves them and zod off the sign-in
// page (docs/decisions/076-no-schemas-on-the-sign-in-page.md).
const replies =
  process.env.NODE_ENV === 'production'
    ? undefined
    : {
        currentUser: currentUserSchema,
        validate: validateReplySchema,
        message: messageReplySchema,
        magicLink: magicLinkReplySchema,
        passwordLogin: passwordLoginReplySchema,
        callback: callbackReplySchema,
        selfServeLogin: selfServeLoginReplySchema,
      };

export const getCurrentAdmin = () => getJson(replies?.currentUser, SESSION_READ_PATH);

export const validateSession = () => getJson(replies?.validate, '/api/auth/validate');

export const logoutRequest = () => postJson(replies?.message, '/api/auth/logout');

export const requestMagicLink = (email: string) =>
  postJson(replies?.magicLink, '/api/auth/login', { email });

export const loginWithPassword = (email: string, password: string) =>
  postJson(replies?.passwordLogin, '/api/auth/login/password', { email, password });

export const completeMagicLink = (token: string) =>
  postJson(replies?.callback, '/api/auth/callback', { token });

export const requestPasswordReset = (email: string, redirectUrl: string) =>
  postJson(replies?.message, '/api/auth/forgot-password', {
    email,
    redirect_url: redirectUrl,
  });

export const resetPassword = (body: ResetPasswordRequest) =>
  postJson(replies?.message, '/api/auth/reset-password', body);

export const selfServeLogin = (body: SelfServeLoginRequest) =>
  postJson(replies?.selfServeLogin, '/api/auth/self-serve-login', body);

export const selfServeForgotPassword = (body: SelfServeForgotPasswordRequest) =>
  postJson(replies?.message, '/api/auth/self-serve-forget-password', body);
