// The end-user contact form, derived from the field registry: its sections and fields and the
// address editor, used by Tenant Users' Create / Edit User and by the self-serve profile. An
// entry of its own, so the shell, which never shows the form, does not load it at start-up.
export { AddressesEditor } from './addresses-editor';
export { EndUserFormFields, type FieldValue } from './end-user-form-fields';
export {
  endUserFormSections,
  type FormFieldSpec,
  type FormSection,
} from './end-user-form-sections';
export { Columns, Section } from './form-layout';
export { tooLongError } from './too-long-error';
export { DRAFT_RESTORED_MESSAGE, useKeepDraft, useRestoredDraft } from './use-session-draft';
