import type { EndUserTextFormName } from '@bizcard/shared/model';
import { Field, Input, Select } from '@bizcard/shared/ui';
import type { FormFieldSpec, FormSection } from './end-user-form-sections';
import { Columns, Section } from './form-layout';
import { SwitchField } from './switch-field';
import { tooLongError } from './too-long-error';

/** A form field's value: a switch is on or off, any other field text. */
export type FieldValue = string | boolean;

interface EndUserFormFieldsProps {
  sections: readonly FormSection[];
  values: { readonly [K in EndUserTextFormName]?: FieldValue };
  errors: { readonly [key: string]: string | undefined };
  onChange: (name: EndUserTextFormName, value: FieldValue) => void;
}

/** The contact fields of spec §3, section by section, each with its validation message. */
export function EndUserFormFields({ sections, values, errors, onChange }: EndUserFormFieldsProps) {
  const control = (spec: FormFieldSpec) => {
    const value = values[spec.name] ?? '';
    if (typeof value === 'boolean') {
      return (
        <SwitchField
          key={spec.name}
          label={spec.label}
          checked={value}
          error={errors[spec.name]}
          onChange={(checked) => onChange(spec.name, checked)}
        />
      );
    }
    const common = {
      name: spec.name,
      value,
      onChange: (event: { target: { value: string } }) => onChange(spec.name, event.target.value),
    };
    return (
      <Field
        key={spec.name}
        label={spec.label}
        required={spec.required}
        hint={spec.hint}
        error={errors[spec.name] ?? tooLongError(spec.label, spec.maxLength, value)}
      >
        {(ids) =>
          spec.options ? (
            <Select {...ids} {...common}>
              {spec.options.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </Select>
          ) : (
            <Input
              {...ids}
              {...common}
              type={spec.type}
              readOnly={spec.readOnly}
              autoComplete={spec.autoComplete ?? 'off'}
              placeholder={spec.type === 'url' ? 'https://' : undefined}
            />
          )
        }
      </Field>
    );
  };

  return sections.map((section) => (
    <Section key={section.title}>
      <legend>{section.title}</legend>
      <Columns>{section.fields.map(control)}</Columns>
    </Section>
  ));
}
