import type { TemplateDraft } from '@bizcard/shared/api';
import type { BuiltInSection } from '@bizcard/shared/model';
import { type CardPerson, orderedSectionIds } from '@bizcard/shared/schemas';
import type { ReactNode } from 'react';
import type { Examples } from '../lib/examples';
import { ExampleTag } from './example-tag';

type Item = { label: string; value: ReactNode };

function items(id: BuiltInSection, person: CardPerson): Item[] {
  switch (id) {
    case 'contactInfo':
      return [
        ...person.phones.map((phone) => ({ label: phone.label, value: phone.number })),
        ...(person.email ? [{ label: 'Email', value: person.email }] : []),
        ...(person.website ? [{ label: 'Website', value: person.website }] : []),
        ...person.details,
      ];
    case 'address':
      return person.addresses.map((address) => ({
        label: address.label,
        value: address.lines.join('\n'),
      }));
    case 'businessHours':
      return person.businessHours ? [{ label: '', value: person.businessHours }] : [];
    case 'socialMedia':
      return person.social.map((link) => ({ label: link.label, value: link.url }));
  }
}

interface PreviewSectionsProps {
  template: TemplateDraft;
  person: CardPerson;
  examples: Examples;
  onKeep: (key: string) => void;
}

/**
 * The enabled sections in the template's order, as the card page draws them. Example text
 * shows muted under an 'Example' tag: it is what cards get only once kept or edited.
 */
export function PreviewSections({ template, person, examples, onKeep }: PreviewSectionsProps) {
  // The tenant's example hours show only where the person has none of their own.
  const exampleHours = examples.businessHours && person.businessHours === template.businessHours;
  const heading = (title: string, example: string | null) =>
    example ? (
      <div className="section-head">
        <h4>{title}</h4>
        <ExampleTag name={title} onKeep={() => onKeep(example)} />
      </div>
    ) : (
      <h4>{title}</h4>
    );
  return orderedSectionIds(template.sectionOrder, template.customSections).map((id) => {
    const builtIn = template.sections[id as BuiltInSection];
    if (builtIn) {
      const list = items(id as BuiltInSection, person);
      if (!builtIn.enabled || list.length === 0) return null;
      const example = id === 'businessHours' && exampleHours ? 'businessHours' : null;
      return (
        <section key={id} aria-label={builtIn.title} className={example ? 'example' : undefined}>
          {heading(builtIn.title, example)}
          <ul>
            {list.map((item, index) => (
              <li key={index}>
                {item.label && <span className="label">{item.label}</span>}
                <p>{item.value}</p>
              </li>
            ))}
          </ul>
        </section>
      );
    }
    const custom = template.customSections.find((section) => section.id === id);
    if (!custom) return null;
    const example = examples.sections.includes(id) ? id : null;
    return (
      <section key={id} aria-label={custom.title} className={example ? 'example' : undefined}>
        {heading(custom.title, example)}
        <p>{custom.content}</p>
      </section>
    );
  });
}
