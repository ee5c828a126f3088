import { Banner, Button, Field, Input } from '@bizcard/shared/ui';
import styled from 'styled-components';
import { type AuthAudience, AuthCard } from './auth-card';
import { INVALID_RESET_LINK } from './reset-messages';
import { useResetPassword } from './use-reset-password';

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const SUBTITLE: Record<AuthAudience, string> = {
  admin: 'Choose a new password of at least 8 characters.',
  self: 'Choose a new password of at least 8 characters to sign in and update your business card.',
};

/**
 * /forgot-password?token=…: choose a new password from the emailed link (spec §2, §4). Served
 * by the shell and by the standalone self-serve app, so a link works where it was requested.
 * An end user's link (or the standalone app, `endUsersOnly`) gets the self-serve wording.
 */
export function ResetPasswordPage({ endUsersOnly = false }: { endUsersOnly?: boolean }) {
  const form = useResetPassword(endUsersOnly);

  return (
    <AuthCard
      title="Reset Your Password"
      audience={form.audience}
      subtitle={SUBTITLE[form.audience]}
    >
      <form noValidate onSubmit={form.submit}>
        {form.token ? null : <Banner tone="error">{INVALID_RESET_LINK}</Banner>}
        {form.error ? <Banner tone="error">{form.error}</Banner> : null}
        {form.success ? <Banner tone="success">{form.success}</Banner> : null}
        <Field label="New Password">
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              value={form.password}
              onChange={(event) => form.setPassword(event.target.value)}
              disabled={form.locked}
            />
          )}
        </Field>
        <Field label="Confirm Password">
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              value={form.confirmation}
              onChange={(event) => form.setConfirmation(event.target.value)}
              disabled={form.locked}
            />
          )}
        </Field>
        <Actions>
          <Button type="submit" $block disabled={form.locked}>
            {form.busy ? 'Resetting Password...' : 'Reset Password'}
          </Button>
          <Button $variant="secondary" $block onClick={form.backToLogin}>
            Back to Login
          </Button>
        </Actions>
      </form>
    </AuthCard>
  );
}
