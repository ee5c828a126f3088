import { contactConsentText } from '@bizcard/shared/model';
import type { FastifyInstance } from 'fastify';
import type { Card } from '../card-store';
import { fullName } from '../render-card';
import { CONTACT_FORM_STYLES, type ContactFormPart, contactFormSection } from './contact-form-html';

/** The card page's empty form with a token made now, or nothing when the template turns it off. */
export function contactFormPart(app: FastifyInstance, card: Card): ContactFormPart | undefined {
  if (card.template.contactExchange === false) return undefined;
  const slug = card.user.card_slug;
  const owner = fullName(card.user) || card.user.email;
  return {
    html: contactFormSection(
      slug,
      app.contactExchange.token(slug),
      contactConsentText(card.consentText, owner),
    ),
    styles: CONTACT_FORM_STYLES,
  };
}
