import type { OutgoingMail } from '../plugins/mail';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function layout(heading: string, intro: string, button: string, link: string, outro: string) {
  const safeLink = escapeHtml(link);
  return `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#1F2937;background:#F9FAFB;padding:24px">
<div style="max-width:520px;margin:0 auto;background:#FFFFFF;border:1px solid #E5E7EB;border-radius:8px;padding:24px">
<h1 style="font-size:20px;color:#00174D">${escapeHtml(heading)}</h1>
<p>${escapeHtml(intro)}</p>
<p><a href="${safeLink}" style="display:inline-block;background:#0032A0;color:#FFFFFF;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(button)}</a></p>
<p style="font-size:13px;color:#6B7280">${escapeHtml(outro)}</p>
<p style="font-size:12px;color:#6B7280;word-break:break-all">${safeLink}</p>
</div></body></html>`;
}

export function magicLinkMail(to: string, link: string): OutgoingMail {
  const intro = 'Use the button below to sign in to your BizCard dashboard.';
  const outro =
    'This link expires in 15 minutes and works once. If you did not ask for it, ignore this email.';
  return {
    to,
    subject: 'Your BizCard sign-in link',
    text: `${intro}\n\nSign in: ${link}\n\n${outro}\n`,
    html: layout('Sign in to BizCard', intro, 'Sign in', link, outro),
  };
}

export function passwordResetMail(to: string, link: string): OutgoingMail {
  const intro = 'We received a request to reset the password of your BizCard account.';
  const outro =
    'This link expires in 30 minutes and works once. If you did not ask for it, ignore this email; your password stays the same.';
  return {
    to,
    subject: 'Reset your BizCard password',
    text: `${intro}\n\nReset Password: ${link}\n\n${outro}\n`,
    html: layout('Reset your password', intro, 'Reset Password', link, outro),
  };
}

/** After registration (spec §2 "Registration success"): the first password, set by link. */
export function passwordSetupMail(to: string, link: string): OutgoingMail {
  const intro =
    'Your registration is complete. Choose a password to sign in and keep your card current.';
  const outro =
    'This link expires in 30 minutes and works once. After that, use Forgot Password on the sign-in page.';
  return {
    to,
    subject: 'Set your BizCard password',
    text: `${intro}\n\nReset Password: ${link}\n\n${outro}\n`,
    html: layout('Set your password', intro, 'Reset Password', link, outro),
  };
}
