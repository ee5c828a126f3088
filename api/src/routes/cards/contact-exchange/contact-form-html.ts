import { CONTACT_MESSAGES } from '@bizcard/shared/model';
import { escapeHtml } from '../html';

/** The section's texts (English; the page's language texts may take them over). */
export const CONTACT_FORM_TEXTS = {
  title: 'Share your details',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  note: 'Note',
  send: 'Send',
  website: 'Website',
};

export type ContactField = 'name' | 'email' | 'phone' | 'company' | 'note' | 'consent';

/** What the form shows: the visitor's values and messages after a refused submission. */
export interface ContactFormState {
  values: Partial<Record<ContactField, string>>;
  errors: Partial<Record<ContactField, string>>;
  /** A message above the fields (too many, expired). */
  notice?: string;
}

export const EMPTY_FORM: ContactFormState = { values: {}, errors: {} };

/** A card page's contact form: its section and the few rules it adds to the style sheet. */
export interface ContactFormPart {
  html: string;
  styles: string;
}

export const CONTACT_FORM_STYLES = `
.cx label{display:block;margin-top:8px;font-size:.9rem}
.cx input,.cx textarea{display:block;width:100%;padding:8px;font:inherit;border:1px solid;border-radius:6px}
.cx .c{display:flex;gap:8px}.cx .c input{width:auto}
.cx button{margin-top:12px;padding:10px 20px;font:inherit;border-radius:999px;border:0}
.cx .e{color:#b00020;margin:2px 0 0;font-size:.85rem}
.cx .hp{position:absolute;left:-9999px;width:1px;height:1px;overflow:hidden}`;

const error = (field: ContactField, state: ContactFormState) => {
  const message = state.errors[field];
  return message ? `<p class="e" id="e-${field}">${escapeHtml(message)}</p>` : '';
};

const described = (field: ContactField, state: ContactFormState) =>
  state.errors[field] ? ` aria-invalid="true" aria-describedby="e-${field}"` : '';

function input(
  field: Exclude<ContactField, 'note' | 'consent'>,
  attributes: string,
  state: ContactFormState,
) {
  const value = escapeHtml(state.values[field] ?? '');
  return `<label>${CONTACT_FORM_TEXTS[field]}<input name="${field}"${attributes} value="${value}"${described(field, state)}></label>${error(field, state)}`;
}

/**
 * 'Share your details': a plain form posting to `/c/{slug}/contact`, no script. The hidden
 * token holds when the form was made (the minimum fill time); the 'website' field is a trap
 * people never see nor reach by keyboard. Every value shown is escaped.
 */
export function contactFormSection(
  slug: string,
  token: string,
  consentText: string,
  state: ContactFormState = EMPTY_FORM,
): string {
  const note = escapeHtml(state.values.note ?? '');
  const checked = state.values.consent === 'on' ? ' checked' : '';
  const notice = state.notice ? `<p class="e" role="alert">${escapeHtml(state.notice)}</p>` : '';
  return `<section class="cx" id="share-details"><h2>${CONTACT_FORM_TEXTS.title}</h2>${notice}
<form method="post" action="/c/${encodeURIComponent(slug)}/contact#share-details">
<input type="hidden" name="t" value="${escapeHtml(token)}">
<div class="hp" aria-hidden="true"><label>${CONTACT_FORM_TEXTS.website}<input name="website" tabindex="-1" autocomplete="off"></label></div>
${input('name', ' required maxlength="200" autocomplete="name"', state)}
${input('email', ' type="email" maxlength="254" autocomplete="email"', state)}
${input('phone', ' type="tel" maxlength="50" autocomplete="tel"', state)}
${input('company', ' maxlength="200" autocomplete="organization"', state)}
<label>${CONTACT_FORM_TEXTS.note}<textarea name="note" maxlength="2000" rows="3"${described('note', state)}>${note}</textarea></label>${error('note', state)}
<label class="c"><input type="checkbox" name="consent" required${checked}${described('consent', state)}>${escapeHtml(consentText)}</label>${error('consent', state)}
<button type="submit">${CONTACT_FORM_TEXTS.send}</button></form></section>`;
}

/** The confirmation a visitor reads after sending. */
export const SENT_TEXT = CONTACT_MESSAGES.sent;
