import type { EndUserFields } from '@bizcard/shared/model';
import { cardPerson, readableTextOn } from '@bizcard/shared/schemas';
import { saveBlob } from '@bizcard/shared/ui';
import type { CSSProperties } from 'react';
import type { Draft } from '../lib/draft';
import { previewVCard, vcardFileName } from '../lib/vcard';
import { Phone, Screen } from './phone-frame';
import { PreviewSections } from './preview-sections';

interface CardPreviewProps {
  draft: Draft;
  person: EndUserFields;
  onDownloaded: () => void;
}

/** The card as a phone shows it, in the draft's colours, with the mapping applied. */
export function CardPreview({ draft, person, onDownloaded }: CardPreviewProps) {
  const { template, logo, photo } = draft;
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

  const addToContacts = () => {
    const name = shown.name || `${person.first_name} ${person.last_name}`;
    const vcard = previewVCard(shown, person.first_name, person.last_name);
    saveBlob(new Blob([vcard], { type: 'text/vcard;charset=utf-8' }), vcardFileName(name));
    onDownloaded();
  };

  return (
    <Phone aria-label="Card preview" style={colours}>
      <Screen>
        <header className="hero">
          <div className="band" />
          {logo.src && <img className="logo" src={logo.src} alt="Company logo" />}
          {photo.src && <img className="photo" src={photo.src} alt="Profile" />}
          <h3>{shown.name}</h3>
          {shown.jobTitle && <p className="role">{shown.jobTitle}</p>}
          {shown.company && <p>{shown.company}</p>}
          <button type="button" className="add" onClick={addToContacts}>
            Add to Contacts
          </button>
        </header>
        <PreviewSections template={template} person={shown} />
      </Screen>
    </Phone>
  );
}
