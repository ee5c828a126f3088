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

export const getCurrentAdmin = () => getJson(currentUserSchema, SESSION_READ_PATH);

export const validateSession = () => getJson(validateReplySchema, '/api/auth/validate');

export const logoutRequest = () => postJson(messageReplySchema, '/api/auth/logout');

export const requestMagicLink = (email: string) =>
  postJson(magicLinkReplySchema, '/api/auth/login', { email });

export const loginWithPassword = (email: string, password: string) =>
  postJson(passwordLoginReplySchema, '/api/auth/login/password', { email, password });

export const completeMagicLink = (token: string) =>
  postJson(callbackReplySchema, '/api/auth/callback', { token });

export const requestPasswordReset = (email: string, redirectUrl: string) =>
  postJson(messageReplySchema, '/api/auth/forgot-password', {
    email,
    redirect_url: redirectUrl,
  });

export const resetPassword = (body: ResetPasswordRequest) =>
  postJson(messageReplySchema, '/api/auth/reset-password', body);

export const selfServeLogin = (body: SelfServeLoginRequest) =>
  postJson(selfServeLoginReplySchema, '/api/auth/self-serve-login', body);

export const selfServeForgotPassword = (body: SelfServeForgotPasswordRequest) =>
  postJson(messageReplySchema, '/api/auth/self-serve-forget-password', body);
