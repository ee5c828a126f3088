import {
  END_USER_FIELDS,
  END_USER_ROLES,
  END_USER_SECTIONS,
  type EndUserTextField,
} from '@bizcard/shared/model';
import type { TextFieldName } from './user-form-values';

export interface FormFieldSpec {
  name: TextFieldName;
  label: string;
  /** `switch`: an on/off checkbox, its value a boolean. */
  type: 'text' | 'email' | 'url' | 'tel' | 'switch';
  required: boolean;
  autoComplete?: string;
  maxLength?: number;
  /** A choice instead of free text. */
  options?: readonly string[];
}

const toSpec = (field: EndUserTextField): FormFieldSpec => ({
  name: field.form,
  label: field.label,
  type: field.input === 'choice' ? 'text' : field.input,
  required: 'required' in field,
  autoComplete: 'autoComplete' in field ? field.autoComplete : undefined,
  maxLength: 'max' in field ? field.max : undefined,
  options: field.input === 'choice' ? END_USER_ROLES : undefined,
});

const TEXT_FIELDS = END_USER_FIELDS.filter(
  (field): field is EndUserTextField => field.input !== 'addresses',
);

/**
 * Every field of the registry in the sections the self-serve profile uses too; addresses
 * have an editor of their own.
 */
export const FORM_SECTIONS: { title: string; fields: FormFieldSpec[] }[] = END_USER_SECTIONS.map(
  (title) => ({
    title,
    fields: TEXT_FIELDS.filter((field) => field.section === title).map(toSpec),
  }),
).filter((section) => section.fields.length > 0);
