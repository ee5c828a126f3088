import type { TemplateDraft } from '@bizcard/shared/api';
import { SOCIAL_MEDIA_KEYS, SOCIAL_MEDIA_LABELS } from '@bizcard/shared/model';
import { Field, Input } from '@bizcard/shared/ui';
import styled from 'styled-components';
import { EXAMPLE_HINT, ExampleTag } from './example-tag';

const TextArea = styled(Input).attrs({ as: 'textarea' })`
  min-height: 72px;
  resize: vertical;
`;

const Fieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  margin-top: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
`;

interface CompanyValuesFieldsProps {
  template: TemplateDraft;
  /** The business hours are still the sample's example: saved only once edited or kept. */
  exampleHours?: boolean;
  onKeepHours?: () => void;
  onChange: (patch: Partial<TemplateDraft>) => void;
}

/** Tenant-wide values: on every card, unless the mapping gives the person's own. */
export function CompanyValuesFields({
  template,
  exampleHours = false,
  onKeepHours = () => undefined,
  onChange,
}: CompanyValuesFieldsProps) {
  return (
    <Fieldset>
      <legend>Shown on every card unless a person has their own</legend>
      {exampleHours && (
        <p>
          <ExampleTag name="Business hours" onKeep={onKeepHours} /> {EXAMPLE_HINT}
        </p>
      )}
      <Field label="Business hours">
        {(control) => (
          <TextArea
            {...control}
            style={exampleHours ? { opacity: 0.6, fontStyle: 'italic' } : undefined}
            value={template.businessHours}
            maxLength={500}
            onChange={(e: { target: { value: string } }) =>
              onChange({ businessHours: e.target.value })
            }
          />
        )}
      </Field>
      {SOCIAL_MEDIA_KEYS.map((key) => (
        <Field key={key} label={`Company ${SOCIAL_MEDIA_LABELS[key]} URL`}>
          {(control) => (
            <Input
              {...control}
              type="url"
              placeholder="https://"
              value={template.socialMedia[key]}
              onChange={(e) =>
                onChange({ socialMedia: { ...template.socialMedia, [key]: e.target.value } })
              }
            />
          )}
        </Field>
      ))}
    </Fieldset>
  );
}
