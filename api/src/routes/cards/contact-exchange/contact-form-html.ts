import {
  type CardPageLanguage,
  CONTACT_COMPANY_MAX,
  CONTACT_MESSAGES,
  CONTACT_NAME_MAX,
  CONTACT_NOTE_MAX,
  CONTACT_PHONE_MAX,
  contactConsentText,
} from '@bizcard/shared/model';
import { CARD_TEXTS, type CardTexts, fillText } from '../card-texts/card-texts';
import { escapeHtml } from '../html';

export type ContactField = 'name' | 'email' | 'phone' | 'company' | 'note' | 'consent';

/** A message of the form, by its name in the card texts. */
export type ContactMessage =
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailInvalid'
  | 'phoneTooLong'
  | 'companyTooLong'
  | 'noteTooLong'
  | 'consentRequired'
  | 'tooMany'
  | 'tooFast'
  | 'expired';

/** What the form shows: the visitor's values and messages after a refused submission. */
export interface ContactFormState {
  values: Partial<Record<ContactField, string>>;
  errors: Partial<Record<ContactField, ContactMessage>>;
  /** A message above the fields (too many, expired). */
  notice?: ContactMessage;
}

// The form schema's English messages (shared) by their name in the card texts, with the limit
// each one names.
const SCHEMA_MESSAGES: [string, ContactMessage, number?][] = [
  [CONTACT_MESSAGES.nameRequired, 'nameRequired'],
  [CONTACT_MESSAGES.nameTooLong, 'nameTooLong', CONTACT_NAME_MAX],
  [CONTACT_MESSAGES.email, 'emailInvalid'],
  [CONTACT_MESSAGES.phone, 'phoneTooLong', CONTACT_PHONE_MAX],
  [CONTACT_MESSAGES.company, 'companyTooLong', CONTACT_COMPANY_MAX],
  [CONTACT_MESSAGES.note, 'noteTooLong', CONTACT_NOTE_MAX],
  [CONTACT_MESSAGES.consent, 'consentRequired'],
];
const LIMITS = new Map(SCHEMA_MESSAGES.map(([, name, max]) => [name, max]));

/** The card texts' name of a message of the form's schema (the field's own when unknown). */
export function contactMessageOf(field: ContactField, message: string): ContactMessage {
  const known = SCHEMA_MESSAGES.find(([english]) => english === message);
  if (known) return known[1];
  const byField: Record<ContactField, ContactMessage> = {
    name: 'nameRequired',
    email: 'emailInvalid',
    phone: 'phoneTooLong',
    company: 'companyTooLong',
    note: 'noteTooLong',
    consent: 'consentRequired',
  };
  return byField[field];
}

/** A message in the page's language, a limit it names in the language's digits. */
export function contactMessageText(name: ContactMessage, language: CardPageLanguage): string {
  const max = LIMITS.get(name);
  const text = CARD_TEXTS[language][name];
  return max === undefined
    ? text
    : fillText(text, { max: new Intl.NumberFormat(language).format(max) });
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

/** The form as one visitor sees it: their values and messages, in the page's language. */
interface FormView {
  state: ContactFormState;
  language: CardPageLanguage;
  texts: CardTexts;
}

const error = (field: ContactField, { state, language }: FormView) => {
  const message = state.errors[field];
  return message
    ? `<p class="e" id="e-${field}">${escapeHtml(contactMessageText(message, language))}</p>`
    : '';
};

const described = (field: ContactField, { state }: FormView) =>
  state.errors[field] ? ` aria-invalid="true" aria-describedby="e-${field}"` : '';

function input(
  field: Exclude<ContactField, 'note' | 'consent'>,
  attributes: string,
  view: FormView,
) {
  const value = escapeHtml(view.state.values[field] ?? '');
  const label = escapeHtml(view.texts[field]);
  return `<label>${label}<input name="${field}"${attributes} value="${value}"${described(field, view)}></label>${error(field, view)}`;
}

/**
 * 'Share your details': a plain form posting to `/c/{slug}/contact`, no script, in the page's
 * language. The hidden token holds when the form was made (the minimum fill time); the
 * 'website' field is a trap people never see nor reach by keyboard. Every value is escaped.
 * `consentText` is the tenant's wording, else null for the language's own sentence.
 */
export function contactFormSection(
  form: { slug: string; token: string; consentText: string | null; owner: string },
  language: CardPageLanguage,
  state: ContactFormState = EMPTY_FORM,
): string {
  const texts = CARD_TEXTS[language];
  const view: FormView = { state, language, texts };
  const consent = contactConsentText(form.consentText?.trim() || texts.consentDefault, form.owner);
  const note = escapeHtml(state.values.note ?? '');
  const checked = state.values.consent === 'on' ? ' checked' : '';
  const notice = state.notice
    ? `<p class="e" role="alert">${escapeHtml(contactMessageText(state.notice, language))}</p>`
    : '';
  return `<section class="cx" id="share-details"><h2>${escapeHtml(texts.shareDetails)}</h2>${notice}
<form method="post" action="/c/${encodeURIComponent(form.slug)}/contact#share-details">
<input type="hidden" name="t" value="${escapeHtml(form.token)}">
<div class="hp" aria-hidden="true"><label>${escapeHtml(texts.website)}<input name="website" tabindex="-1" autocomplete="off"></label></div>
${input('name', ' required maxlength="200" autocomplete="name"', view)}
${input('email', ' type="email" maxlength="254" autocomplete="email"', view)}
${input('phone', ' type="tel" maxlength="50" autocomplete="tel"', view)}
${input('company', ' maxlength="200" autocomplete="organization"', view)}
<label>${escapeHtml(texts.note)}<textarea name="note" maxlength="2000" rows="3"${described('note', view)}>${note}</textarea></label>${error('note', view)}
<label class="c"><input type="checkbox" name="consent" required${checked}${described('consent', view)}>${escapeHtml(consent)}</label>${error('consent', view)}
<button type="submit">${escapeHtml(texts.send)}</button></form></section>`;
}
