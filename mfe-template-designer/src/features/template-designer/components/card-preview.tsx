import type { EndUser, EndUserFields } from '@bizcard/shared/model';
import { cardPerson, readableTextOn } from '@bizcard/shared/schemas';
import type { CSSProperties } from 'react';
import type { Draft } from '../lib/draft';
import { Phone, Screen } from './phone-frame';
import { PreviewSections } from './preview-sections';

interface CardPreviewProps {
  draft: Draft;
  person: EndUserFields | EndUser;
  onAddToContacts: () => void;
  /** 'Keep' on example text: a custom section's id, or 'businessHours'. */
  onKeepExample: (key: string) => void;
}

/** The card as a phone shows it, in the draft's colours, with the mapping applied. */
export function CardPreview({ draft, person, onAddToContacts, onKeepExample }: CardPreviewProps) {
  const { template, logo, photo, examples } = draft;
  // As on the card and in its vCard: the person's own photo before the template's.
  const photoSrc = ('photo_url' in person && person.photo_url) || photo.src;
  const { theme } = template;
  const shown = cardPerson(person, template.fieldMapping, template);
  const colours = {
    '--primary': theme.primaryColor,
    '--on-primary': readableTextOn(theme.primaryColor),
    '--secondary': theme.secondaryColor,
    '--accent': theme.accentColor,
    '--background': theme.backgroundColor,
    '--text': theme.textColor,
    '--header': theme.headerBackground,
    '--card': theme.cardBackground,
    '--border': theme.borderColor,
  } as CSSProperties;

  return (
    <Phone aria-label="Card preview" style={colours}>
      <Screen>
        <header className="hero">
          <div className="band" />
          {logo.src && <img className="logo" src={logo.src} alt="Company logo" />}
          {photoSrc && <img className="photo" src={photoSrc} alt="Profile" />}
          <h3>{shown.name}</h3>
          {shown.jobTitle && <p className="role">{shown.jobTitle}</p>}
          {shown.company && <p>{shown.company}</p>}
          <button type="button" className="add" onClick={onAddToContacts}>
            Add to Contacts
          </button>
        </header>
        <PreviewSections
          template={template}
          person={shown}
          examples={examples}
          onKeep={onKeepExample}
        />
      </Screen>
    </Phone>
  );
}
