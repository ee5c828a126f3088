import { Field, Input, Select } from '@bizcard/shared/ui';
import { FORM_SECTIONS, type FormFieldSpec } from '../lib/user-form-fields';
import type {
  FieldValue,
  FormErrors,
  TextFieldName,
  UserFormValues,
} from '../lib/user-form-values';
import { Columns, Section } from './form-layout';
import { SwitchField } from './switch-field';

interface UserFormFieldsProps {
  values: UserFormValues;
  errors: FormErrors;
  onChange: (name: TextFieldName, value: FieldValue) => void;
}

/** The contact fields of spec §3, section by section, each with its validation message. */
export function UserFormFields({ values, errors, onChange }: UserFormFieldsProps) {
  const control = (spec: FormFieldSpec) => {
    const value = values[spec.name];
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
      <Field key={spec.name} label={spec.label} required={spec.required} error={errors[spec.name]}>
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
              maxLength={spec.maxLength}
              autoComplete={spec.autoComplete ?? 'off'}
              placeholder={spec.type === 'url' ? 'https://' : undefined}
            />
          )
        }
      </Field>
    );
  };

  return FORM_SECTIONS.map((section) => (
    <Section key={section.title}>
      <legend>{section.title}</legend>
      <Columns>{section.fields.map(control)}</Columns>
    </Section>
  ));
}
