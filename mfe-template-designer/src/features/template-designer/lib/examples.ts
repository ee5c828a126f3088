import type { TemplateDraft } from '@bizcard/shared/api';

/**
 * The parts of a draft that are still the sample's example text (spec §4: with no saved
 * template the screen starts from sample data). They show marked 'Example' and are left out
 * of every save until the admin edits or keeps them: a colour change must not publish
 * 'Tell visitors who you are…' on every card of the tenant.
 */
export interface Examples {
  /** Custom sections, by id. */
  sections: readonly string[];
  businessHours: boolean;
}

export const NO_EXAMPLES: Examples = { sections: [], businessHours: false };

/** What a save sends: the draft without its unkept examples. */
export function publishedTemplate(template: TemplateDraft, examples: Examples): TemplateDraft {
  const isExample = (id: string) => examples.sections.includes(id);
  return {
    ...template,
    customSections: template.customSections.filter((section) => !isExample(section.id)),
    sectionOrder: template.sectionOrder.filter((id) => !isExample(id)),
    businessHours: examples.businessHours ? '' : template.businessHours,
  };
}

/** The examples once `key` (a custom section's id, or 'businessHours') is kept or edited. */
export const withoutExample = (examples: Examples, key: string): Examples =>
  key === 'businessHours'
    ? { ...examples, businessHours: false }
    : { ...examples, sections: examples.sections.filter((id) => id !== key) };
