import type { TemplateDraft } from '@bizcard/shared/api';
import type { CardTheme, CustomSection, StoredTemplate } from '@bizcard/shared/model';
import { orderedSectionIds } from '@bizcard/shared/schemas';
import { useCallback, useMemo, useState } from 'react';
import { type Draft, type DraftImage, draftOf } from '../lib/draft';
import { type Examples, NO_EXAMPLES, withoutExample } from '../lib/examples';

export type DraftActions = ReturnType<typeof useDraft>['actions'];

/** The template being designed; every change shows in the preview at once. */
export function useDraft(initial: StoredTemplate, examples: Examples = NO_EXAMPLES) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial, examples));

  // Editing example business hours makes them the admin's own, to be saved.
  const change = useCallback(
    (patch: Partial<TemplateDraft>) =>
      setDraft((held) => ({
        ...held,
        template: { ...held.template, ...patch },
        examples:
          patch.businessHours === undefined
            ? held.examples
            : withoutExample(held.examples, 'businessHours'),
      })),
    [],
  );

  const actions = useMemo(
    () => ({
      change,
      /** A preset, or one picked colour: the theme is always complete. */
      setTheme: (theme: Partial<CardTheme>) =>
        setDraft((held) => ({
          ...held,
          template: { ...held.template, theme: { ...held.template.theme, ...theme } },
        })),
      setImage: (which: 'logo' | 'photo', image: DraftImage) =>
        setDraft((held) => ({ ...held, [which]: image })),
      addCustomSection: (section: CustomSection) =>
        setDraft((held) => {
          const customSections = [...held.template.customSections, section];
          const sectionOrder = [...held.template.sectionOrder, section.id];
          return { ...held, template: { ...held.template, customSections, sectionOrder } };
        }),
      removeCustomSection: (id: string) =>
        setDraft((held) => {
          const customSections = held.template.customSections.filter((s) => s.id !== id);
          const sectionOrder = orderedSectionIds(held.template.sectionOrder, customSections);
          const examples = withoutExample(held.examples, id);
          return {
            ...held,
            template: { ...held.template, customSections, sectionOrder },
            examples,
          };
        }),
      /** 'Keep': an example custom section (by id) or 'businessHours' is saved from now on. */
      keepExample: (key: string) =>
        setDraft((held) => ({ ...held, examples: withoutExample(held.examples, key) })),
      move: (id: string, by: -1 | 1) =>
        setDraft((held) => {
          const order = [...held.template.sectionOrder];
          const from = order.indexOf(id);
          const to = from + by;
          if (from < 0 || to < 0 || to >= order.length) return held;
          [order[from], order[to]] = [order[to]!, order[from]!];
          return { ...held, template: { ...held.template, sectionOrder: order } };
        }),
      /** After a save: the server's addresses of the images, nothing left to upload. */
      saved: (stored: StoredTemplate) =>
        setDraft((held) => ({ ...held, ...pickImages(draftOf(stored)) })),
    }),
    [change],
  );
  return { draft, actions };
}

const pickImages = ({ logo, photo }: Draft) => ({ logo, photo });
