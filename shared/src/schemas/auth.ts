import * as z from 'zod/mini';
import { INVALID_RESET_LINK } from '../auth/reset-messages';
import {
  FORGOT_PASSWORD_EMAIL_REQUIRED,
  INVALID_AUTH_LINK,
  LOGIN_EMAIL_REQUIRED,
  LOGIN_PASSWORD_REQUIRED,
  SELF_SERVE_EMAIL_REQUIRED,
  SELF_SERVE_LOGIN_REQUIRED,
} from '../auth/sign-in-messages';
import {
  emailAddress,
  givenPassword,
  linkToken,
  newPassword,
  optionalText,
  optionalUrl,
} from './fields';
import { lazySchema } from './lazy-schema';

export const magicLinkRequestSchema = lazySchema(() =>
  z.object({ email: emailAddress(LOGIN_EMAIL_REQUIRED) }),
);

export const passwordLoginSchema = lazySchema(() =>
  z.object({
    email: emailAddress(LOGIN_EMAIL_REQUIRED),
    password: givenPassword(LOGIN_PASSWORD_REQUIRED),
  }),
);

export const callbackSchema = lazySchema(() => z.object({ token: linkToken(INVALID_AUTH_LINK) }));

export const forgotPasswordSchema = lazySchema(() =>
  z.object({
    email: emailAddress(FORGOT_PASSWORD_EMAIL_REQUIRED),
    redirect_url: optionalUrl(),
  }),
);

export const resetPasswordSchema = lazySchema(() =>
  z.object({
    token: linkToken(INVALID_RESET_LINK),
    password: newPassword(),
  }),
);

export const selfServeLoginSchema = lazySchema(() =>
  z.object({
    email: emailAddress(SELF_SERVE_LOGIN_REQUIRED),
    password: givenPassword(SELF_SERVE_LOGIN_REQUIRED),
    tenant_id: optionalText(100, 'Tenant'),
  }),
);

export const selfServeForgotPasswordSchema = lazySchema(() =>
  z.object({
    email: emailAddress(SELF_SERVE_EMAIL_REQUIRED),
    tenant_id: optionalText(100, 'Tenant'),
    redirect_url: optionalUrl(),
  }),
);

export type MagicLinkRequest = z.infer<typeof magicLinkRequestSchema>;
export type PasswordLoginRequest = z.infer<typeof passwordLoginSchema>;
export type ResetPasswordRequest = z.input<typeof resetPasswordSchema>;
export type SelfServeLoginRequest = z.input<typeof selfServeLoginSchema>;
export type SelfServeForgotPasswordRequest = z.input<typeof selfServeForgotPasswordSchema>;
