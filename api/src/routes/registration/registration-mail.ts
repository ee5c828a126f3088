import type { FastifyInstance } from 'fastify';
import { resetLink, selfServeSignInUrl } from '../../auth/links';
import { addressInUseMail, passwordSetupMail } from '../../mail/templates';
import { issueMailedRegistration } from './mailed-registration';

export interface RegistrationRequestOf {
  tenantId: string;
  userId: string;
  email: string;
}

/**
 * The one mail a registration form sends, run after its answer (decision 039): to a free
 * address, the link that completes the registration; to another person's address, a notice to
 * that person that someone tried, with nothing written to their account. The person of the
 * link is not touched either way until the link is used.
 */
export async function mailRegistration(
  app: FastifyInstance,
  { tenantId, userId, email }: RegistrationRequestOf,
  now: Date,
): Promise<void> {
  const signInUrl = selfServeSignInUrl(app.config, tenantId);
  const { rows } = await app.systemDb.query(
    'SELECT 1 FROM end_users WHERE tenant_id = $1 AND email = $2 AND id <> $3',
    [tenantId, email, userId],
  );
  if (rows.length > 0) {
    await app.mailer.send(addressInUseMail(email, signInUrl));
    return;
  }
  const person = { type: 'end_user' as const, id: userId };
  const token = await app.db.transaction((tx) => issueMailedRegistration(tx, person, email, now));
  const link = resetLink(app.config, undefined, token, { type: 'end_user', tenantId });
  await app.mailer.send(passwordSetupMail(email, link, signInUrl));
}
