import type { TemplateDraft } from '@bizcard/shared/api';
import { type BuiltInSection, DEFAULT_SECTIONS } from '@bizcard/shared/model';
import { orderedSectionIds } from '@bizcard/shared/schemas';
import { Button, Modal, ModalBody } from '@bizcard/shared/ui';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import type { DraftActions } from '../hooks/use-draft';
import type { Examples } from '../lib/examples';
import { CompanyValuesFields } from './company-values-fields';
import { ContactExchangeSwitch } from './contact-exchange-switch';
import { SectionRow } from './section-row';

const AddCustomSectionModal = lazy(() =>
  import('./add-custom-section-modal').then((m) => ({ default: m.AddCustomSectionModal })),
);

const List = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.space(4)};
`;

interface SectionsModalProps {
  template: TemplateDraft;
  examples: Examples;
  actions: DraftActions;
  onClose: () => void;
}

/** Manage Sections: show, rename and order the sections; add and remove custom ones. */
export function SectionsModal({ template, examples, actions, onClose }: SectionsModalProps) {
  const [adding, setAdding] = useState(false);
  const order = orderedSectionIds(template.sectionOrder, template.customSections);
  const rename = (id: BuiltInSection, title: string) =>
    actions.change({
      sections: { ...template.sections, [id]: { ...template.sections[id], title } },
    });
  const toggle = (id: BuiltInSection, enabled: boolean) =>
    actions.change({
      sections: { ...template.sections, [id]: { ...template.sections[id], enabled } },
    });

  return (
    <Modal title="Manage Sections" onClose={onClose} wide>
      <ModalBody>
        <List aria-label="Sections">
          {order.map((id, index) => {
            const custom = template.customSections.find((section) => section.id === id);
            const builtIn = id in DEFAULT_SECTIONS ? (id as BuiltInSection) : null;
            return (
              <SectionRow
                key={id}
                name={builtIn ? DEFAULT_SECTIONS[builtIn].title : (custom?.title ?? id)}
                builtIn={builtIn ? template.sections[builtIn] : null}
                example={examples.sections.includes(id)}
                onKeep={() => actions.keepExample(id)}
                first={index === 0}
                last={index === order.length - 1}
                onToggle={(enabled) => builtIn && toggle(builtIn, enabled)}
                onRename={(title) => builtIn && rename(builtIn, title)}
                onMove={(by) => actions.move(id, by)}
                onRemove={() => actions.removeCustomSection(id)}
              />
            );
          })}
        </List>
        <Button $variant="secondary" onClick={() => setAdding(true)}>
          Add Custom Section
        </Button>
        <ContactExchangeSwitch
          checked={template.contactExchange}
          onChange={(contactExchange) => actions.change({ contactExchange })}
        />
        <CompanyValuesFields
          template={template}
          exampleHours={examples.businessHours}
          onKeepHours={() => actions.keepExample('businessHours')}
          onChange={actions.change}
        />
      </ModalBody>
      <Footer>
        <span />
        <Button onClick={onClose}>Done</Button>
      </Footer>
      {adding && (
        <Suspense fallback={null}>
          <AddCustomSectionModal
            onClose={() => setAdding(false)}
            onAdd={(section) => {
              actions.addCustomSection(section);
              setAdding(false);
            }}
          />
        </Suspense>
      )}
    </Modal>
  );
}
