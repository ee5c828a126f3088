import type { CardPageLanguage } from '@bizcard/shared/model';
import type { FastifyInstance } from 'fastify';
import type { Card } from '../card-store';
import { fullName } from '../render-card';
import { CONTACT_FORM_STYLES, type ContactFormPart, contactFormSection } from './contact-form-html';

/** The card page's empty form with a token made now, or nothing when the template turns it off. */
export function contactFormPart(
  app: FastifyInstance,
  card: Card,
  language: CardPageLanguage,
): ContactFormPart | undefined {
  if (card.template.contactExchange === false) return undefined;
  const slug = card.user.card_slug;
  const owner = fullName(card.user) || card.user.email;
  const form = {
    slug,
    token: app.contactExchange.token(slug),
    consentText: card.consentText,
    owner,
  };
  return { html: contactFormSection(form, language), styles: CONTACT_FORM_STYLES };
}
