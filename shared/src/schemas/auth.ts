import * as z from 'zod/mini';
import { LOGIN_EMAIL_REQUIRED, LOGIN_PASSWORD_REQUIRED } from '../model/auth';
import { emailAddress, newPassword, optionalText, requiredText } from './fields';

export const magicLinkRequestSchema = z.object({ email: emailAddress(LOGIN_EMAIL_REQUIRED) });

export const passwordLoginSchema = z.object({
  email: emailAddress(LOGIN_EMAIL_REQUIRED),
  password: requiredText(LOGIN_PASSWORD_REQUIRED),
});

export const callbackSchema = z.object({ token: requiredText('Invalid authentication link') });

export const forgotPasswordSchema = z.object({
  email: emailAddress('Please enter your email address first'),
  redirect_url: z.optional(z.string()),
});

export const resetPasswordSchema = z.object({
  token: requiredText('Invalid password reset link. Please request a new one.'),
  password: newPassword(),
});

export const selfServeLoginSchema = z.object({
  email: emailAddress('Enter email and password'),
  password: requiredText('Enter email and password'),
  tenant_id: optionalText(100),
});

export const selfServeForgotPasswordSchema = z.object({
  email: emailAddress('Enter your email first'),
  tenant_id: optionalText(100),
  redirect_url: z.optional(z.string()),
});

export type MagicLinkRequest = z.infer<typeof magicLinkRequestSchema>;
export type PasswordLoginRequest = z.infer<typeof passwordLoginSchema>;
export type ResetPasswordRequest = z.input<typeof resetPasswordSchema>;
export type SelfServeLoginRequest = z.input<typeof selfServeLoginSchema>;
export type SelfServeForgotPasswordRequest = z.input<typeof selfServeForgotPasswordSchema>;
