import type { EndUserTextFormName } from '@bizcard/shared/model';
import { Field, Input, Select } from '@bizcard/shared/ui';
import type { FormFieldSpec, FormSection } from './end-user-form-sections';
import { Columns, Section } from './form-layout';

interface EndUserFormFieldsProps {
  sections: readonly FormSection[];
  values: { readonly [K in EndUserTextFormName]?: string };
  errors: { readonly [key: string]: string | undefined };
  onChange: (name: EndUserTextFormName, value: string) => void;
}

/** The contact fields of spec §3, section by section, each with its validation message. */
export function EndUserFormFields({ sections, values, errors, onChange }: EndUserFormFieldsProps) {
  const control = (spec: FormFieldSpec) => {
    const common = {
      name: spec.name,
      value: values[spec.name] ?? '',
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
              readOnly={spec.readOnly}
              maxLength={spec.maxLength}
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
