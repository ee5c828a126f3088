import { endUserFormSections, type FormSection } from '@bizcard/shared/forms';
import {
  type EndUserFormName,
  LOCKABLE_FIELDS,
  SELF_SERVE_FIELDS,
  SELF_SERVE_READ_ONLY,
  type SelfServeUserInfo,
} from '@bizcard/shared/model';
import { PROFILE_MESSAGES } from '../messages';

/** The form names of the fields the person's card template locks (decision 056). */
export function lockedFormNames(info: SelfServeUserInfo | null): EndUserFormName[] {
  const locked = info?.locked_fields ?? [];
  return LOCKABLE_FIELDS.filter((field) => locked.includes(field.wire)).map((field) => field.form);
}

/**
 * The profile's sections: every field but the role, the names and email read-only, and each
 * locked field read-only too, saying that the company manages it.
 */
export function profileSections(locked: readonly EndUserFormName[]): FormSection[] {
  return endUserFormSections(SELF_SERVE_FIELDS, [...SELF_SERVE_READ_ONLY, ...locked]).map(
    (section) => ({
      ...section,
      fields: section.fields.map((spec) =>
        locked.includes(spec.name) ? { ...spec, hint: PROFILE_MESSAGES.managed } : spec,
      ),
    }),
  );
}
