import { END_USER_ROLES } from '@bizcard/shared/model';
import type { TextFieldName } from './user-form-values';

export interface FormFieldSpec {
  name: TextFieldName;
  label: string;
  type?: 'text' | 'email' | 'url' | 'tel';
  required?: boolean;
  autoComplete?: string;
  /** A choice instead of free text. */
  options?: readonly string[];
}

const url = (name: TextFieldName, label: string): FormFieldSpec => ({
  name,
  label,
  type: 'url',
});

/** Every field of spec §3, in the sections the self-serve profile uses too. */
export const FORM_SECTIONS: { title: string; fields: FormFieldSpec[] }[] = [
  {
    title: 'Personal Information',
    fields: [
      { name: 'firstName', label: 'First name', required: true, autoComplete: 'given-name' },
      { name: 'lastName', label: 'Last name', required: true, autoComplete: 'family-name' },
      { name: 'email', label: 'Email', type: 'email', required: true, autoComplete: 'email' },
      { name: 'role', label: 'Role', options: END_USER_ROLES },
      { name: 'pronouns', label: 'Pronouns' },
    ],
  },
  {
    title: 'Contact Information',
    fields: [
      { name: 'phoneWork', label: 'Work phone', type: 'tel' },
      { name: 'phoneDirect', label: 'Direct phone', type: 'tel' },
      { name: 'phoneCell', label: 'Cell phone', type: 'tel' },
    ],
  },
  {
    title: 'Professional Information',
    fields: [
      { name: 'title', label: 'Title', autoComplete: 'organization-title' },
      { name: 'company', label: 'Company', autoComplete: 'organization' },
      { name: 'department', label: 'Department' },
      { name: 'accreditations', label: 'Accreditations' },
    ],
  },
  {
    title: 'Social Media & Online Presence',
    fields: [
      url('website', 'Website'),
      url('linkedin', 'LinkedIn'),
      url('facebook', 'Facebook'),
      url('instagram', 'Instagram'),
      url('xTwitter', 'X (Twitter)'),
      url('youtube', 'YouTube'),
      url('reddit', 'Reddit'),
    ],
  },
];
