import type { OutgoingMail } from '../plugins/mail';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Who reads the mail. Admins sign in to the dashboard; an end user keeps a business card
 * current and signs in on their tenant's self-serve page, which every mail to them names, so
 * the way back never depends on the page they asked from.
 */
export type MailRecipient = { type: 'admin' } | { type: 'end_user'; signInUrl: string };

export interface MailContent {
  subject: string;
  heading: string;
  intro: string;
  button: string;
  link: string;
  outro: string;
  recipient: MailRecipient;
}

const signInLine = (recipient: MailRecipient) =>
  recipient.type === 'end_user' ? `Your sign-in page: ${recipient.signInUrl}` : null;

function html({ heading, intro, button, link, outro, recipient }: MailContent): string {
  const safeLink = escapeHtml(link);
  const signIn = signInLine(recipient);
  return `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#1F2937;background:#F9FAFB;padding:24px">
<div style="max-width:520px;margin:0 auto;background:#FFFFFF;border:1px solid #E5E7EB;border-radius:8px;padding:24px">
<h1 style="font-size:20px;color:#00174D">${escapeHtml(heading)}</h1>
<p>${escapeHtml(intro)}</p>
<p><a href="${safeLink}" style="display:inline-block;background:#0032A0;color:#FFFFFF;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(button)}</a></p>
<p style="font-size:13px;color:#6B7280">${escapeHtml(outro)}</p>
${signIn ? `<p style="font-size:13px;color:#6B7280">${escapeHtml(signIn)}</p>\n` : ''}<p style="font-size:12px;color:#6B7280;word-break:break-all">${safeLink}</p>
</div></body></html>`;
}

export function mail(to: string, content: MailContent): OutgoingMail {
  const signIn = signInLine(content.recipient);
  const lines = [content.intro, `${content.button}: ${content.link}`, content.outro, signIn];
  return {
    to,
    subject: content.subject,
    text: `${lines.filter(Boolean).join('\n\n')}\n`,
    html: html(content),
  };
}

export function magicLinkMail(to: string, link: string, recipient: MailRecipient): OutgoingMail {
  return mail(to, {
    subject: 'Your BizCard sign-in link',
    heading: 'Sign in to BizCard',
    intro:
      recipient.type === 'end_user'
        ? 'Use the button below to sign in and keep your business card up to date.'
        : 'Use the button below to sign in to your BizCard dashboard.',
    button: 'Sign in',
    link,
    outro:
      'This link expires in 15 minutes and works once. If you did not ask for it, ignore this email.',
    recipient,
  });
}

export function passwordResetMail(
  to: string,
  link: string,
  recipient: MailRecipient,
): OutgoingMail {
  return mail(to, {
    subject: 'Reset your BizCard password',
    heading: 'Reset your password',
    intro:
      recipient.type === 'end_user'
        ? 'We received a request to reset the password you use to sign in and update your business card.'
        : 'We received a request to reset the password of your BizCard account.',
    button: 'Reset Password',
    link,
    outro:
      'This link expires in 30 minutes and works once. If you did not ask for it, ignore this email; your password stays the same.',
    recipient,
  });
}

/**
 * After the registration form (spec §2 "Registration success"): the first password, set by
 * link. Setting it is what completes the registration (decision 039), so only the address's
 * owner can tie it to a card.
 */
export function passwordSetupMail(to: string, link: string, signInUrl: string): OutgoingMail {
  return mail(to, {
    subject: 'Set your BizCard password',
    heading: 'Set your password',
    intro:
      'Someone registered a business card with this address. If it was you, choose a password: that completes your registration, and you can then sign in and keep your card current.',
    button: 'Reset Password',
    link,
    outro:
      'This link expires in 24 hours and works once. If it was not you, ignore this email: without it, nobody can register with your address.',
    recipient: { type: 'end_user', signInUrl },
  });
}

/**
 * To the owner of an address someone typed into a registration form (decision 039): the form
 * answered as for any address, so this is the only place that says the address is in use, and
 * it goes to the person it belongs to. Their account is not touched.
 */
export function addressInUseMail(to: string, signInUrl: string): OutgoingMail {
  return mail(to, {
    subject: 'Someone tried to register with your BizCard address',
    heading: 'Your address is already registered',
    intro:
      'Someone tried to register a business card with this address, which already belongs to your BizCard account. Nothing on your account has changed.',
    button: 'Sign in',
    link: signInUrl,
    outro:
      'If it was you, sign in instead; if you have forgotten your password, use Forgot Password on the sign-in page to reset it. If it was not you, ignore this email.',
    recipient: { type: 'end_user', signInUrl },
  });
}
