import { getRegistrationUserInfo, serverMessage, useServerData } from '@bizcard/shared/api';
import { tooLongError } from '@bizcard/shared/forms';
import { REGISTRATION_MESSAGES } from '@bizcard/shared/model';
import { EMAIL_MAX } from '@bizcard/shared/schemas';
import { Banner, Button, Field, Input, Spinner } from '@bizcard/shared/ui';
import { type FormEvent, useState } from 'react';
import { useRegister } from '../hooks/use-register';
import { useRegistrationLink } from '../hooks/use-registration-link';
import { canRegister, emailError } from '../lib/email-checks';
import { REGISTRATION_TEXT } from '../messages';
import { Actions, Page, Panel, Title } from './centred-card';
import { LinkRefused } from './link-refused';

/** /self-serve/register and /self-serve-registry (spec §2 "Registration"). */
export function RegistrationPage() {
  const { link } = useRegistrationLink();
  // The link is checked on arrival, so a used or expired one says so before any typing. The
  // names shown are the server's record for the token: the query's can be edited by anyone.
  const person = useServerData((signal) => getRegistrationUserInfo(link!, signal), [link], {
    enabled: Boolean(link?.token),
  });
  const known = person.status === 'ready' ? person.data : null;
  const names = { firstName: known?.firstName ?? '', lastName: known?.lastName ?? '' };
  const { busy, error, register } = useRegister(link, names);
  const [email, setEmail] = useState('');
  const [confirmation, setConfirmation] = useState('');

  if (!link) {
    return (
      <Page>
        <Panel>
          <Banner tone="error">{REGISTRATION_TEXT.invalidAccess}</Banner>
        </Panel>
      </Page>
    );
  }

  const linkError = !link.token
    ? REGISTRATION_MESSAGES.invalidLink
    : person.status === 'error'
      ? (serverMessage(person.error) ?? REGISTRATION_MESSAGES.invalidLink)
      : null;
  // A paste longer than any address keeps every character and says what to shorten.
  const emailTooLong = tooLongError('Email', EMAIL_MAX, email);
  const confirmationTooLong = tooLongError('Confirm email', EMAIL_MAX, confirmation);
  const fieldError = confirmationTooLong ?? emailError(email, confirmation);
  const ready =
    canRegister(email, confirmation) && !emailTooLong && !fieldError && !linkError && !busy;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ready) void register(email.trim());
  };

  const resetForm = () => {
    setEmail('');
    setConfirmation('');
  };

  return (
    <Page>
      <Panel>
        <Title>{REGISTRATION_TEXT.title}</Title>
        {error && <Banner tone="error">{error}</Banner>}
        {linkError ? (
          <LinkRefused message={linkError} tenantId={link.tenantId} />
        ) : person.status === 'loading' ? (
          <Spinner />
        ) : (
          <form noValidate onSubmit={submit}>
            <Field label="First name">
              {(ids) => <Input {...ids} value={names.firstName} readOnly />}
            </Field>
            <Field label="Last name">
              {(ids) => <Input {...ids} value={names.lastName} readOnly />}
            </Field>
            <Field label="Email" required error={emailTooLong}>
              {(ids) => (
                <Input
                  {...ids}
                  type="email"
                  autoComplete="email"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
              )}
            </Field>
            <Field label="Confirm email" required error={fieldError ?? undefined}>
              {(ids) => (
                <Input
                  {...ids}
                  type="email"
                  autoComplete="email"
                  value={confirmation}
                  onChange={(event) => setConfirmation(event.target.value)}
                />
              )}
            </Field>
            <Actions>
              <Button $variant="secondary" onClick={resetForm} disabled={busy}>
                Reset Form
              </Button>
              <Button type="submit" disabled={!ready}>
                {busy ? 'Registering...' : 'Complete Registration'}
              </Button>
            </Actions>
          </form>
        )}
      </Panel>
    </Page>
  );
}
