import {
  END_USER_FIELDS,
  END_USER_ROLES,
  END_USER_SECTIONS,
  type EndUserField,
  type EndUserFormName,
  type EndUserTextField,
  type EndUserTextFormName,
} from '@bizcard/shared/model';

export interface FormFieldSpec {
  name: EndUserTextFormName;
  label: string;
  /** `switch`: an on/off checkbox, its value a boolean. */
  type: 'text' | 'email' | 'url' | 'tel' | 'switch';
  required: boolean;
  /** Shown but not editable (the self-serve profile's names and email). */
  readOnly: boolean;
  /** Said under the field, such as why it cannot be changed ('Managed by your company'). */
  hint?: string;
  autoComplete?: string;
  maxLength?: number;
  /** A choice instead of free text. */
  options?: readonly string[];
}

export interface FormSection {
  title: string;
  fields: FormFieldSpec[];
}

const toSpec = (field: EndUserTextField, readOnly: boolean): FormFieldSpec => ({
  name: field.form,
  label: field.label,
  type: field.input === 'choice' ? 'text' : field.input,
  required: 'required' in field && !readOnly,
  readOnly,
  autoComplete: 'autoComplete' in field ? field.autoComplete : undefined,
  maxLength: 'max' in field ? field.max : undefined,
  options: field.input === 'choice' ? END_USER_ROLES : undefined,
});

/**
 * The registry's text fields (all of them, or those a form shows) in the form sections of
 * spec §2, each with its input kind and length limit; addresses have an editor of their own.
 */
export function endUserFormSections(
  fields: readonly EndUserField[] = END_USER_FIELDS,
  readOnly: readonly EndUserFormName[] = [],
): FormSection[] {
  const text = fields.filter((field): field is EndUserTextField => field.input !== 'addresses');
  return END_USER_SECTIONS.map((title) => ({
    title,
    fields: text
      .filter((field) => field.section === title)
      .map((field) => toSpec(field, readOnly.includes(field.form))),
  })).filter((section) => section.fields.length > 0);
}
