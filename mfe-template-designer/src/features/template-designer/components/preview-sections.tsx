import type { TemplateDraft } from '@bizcard/shared/api';
import type { BuiltInSection } from '@bizcard/shared/model';
import { type CardPerson, orderedSectionIds } from '@bizcard/shared/schemas';
import type { ReactNode } from 'react';

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

/** The enabled sections in the template's order, as the card page draws them. */
export function PreviewSections({
  template,
  person,
}: {
  template: TemplateDraft;
  person: CardPerson;
}) {
  return orderedSectionIds(template.sectionOrder, template.customSections).map((id) => {
    const builtIn = template.sections[id as BuiltInSection];
    if (builtIn) {
      const list = items(id as BuiltInSection, person);
      if (!builtIn.enabled || list.length === 0) return null;
      return (
        <section key={id} aria-label={builtIn.title}>
          <h4>{builtIn.title}</h4>
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
    return custom ? (
      <section key={id} aria-label={custom.title}>
        <h4>{custom.title}</h4>
        <p>{custom.content}</p>
      </section>
    ) : null;
  });
}
