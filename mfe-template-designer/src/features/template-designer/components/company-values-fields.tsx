import type { TemplateDraft } from '@bizcard/shared/api';
import { tooLongError } from '@bizcard/shared/forms';
import { SOCIAL_MEDIA_KEYS, SOCIAL_MEDIA_LABELS } from '@bizcard/shared/model';
import { TEMPLATE_TEXT_MAX } from '@bizcard/shared/schemas';
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
      <Field
        label="Business hours"
        error={tooLongError(
          'Business hours',
          TEMPLATE_TEXT_MAX.businessHours,
          template.businessHours,
        )}
      >
        {(control) => (
          <TextArea
            {...control}
            style={exampleHours ? { opacity: 0.6, fontStyle: 'italic' } : undefined}
            value={template.businessHours}
            onChange={(e: { target: { value: string } }) =>
              onChange({ businessHours: e.target.value })
            }
          />
        )}
      </Field>
      {SOCIAL_MEDIA_KEYS.map((key) => {
        const label = `Company ${SOCIAL_MEDIA_LABELS[key]} URL`;
        const value = template.socialMedia[key];
        return (
          <Field
            key={key}
            label={label}
            error={tooLongError(label, TEMPLATE_TEXT_MAX.socialUrl, value)}
          >
            {(control) => (
              <Input
                {...control}
                type="url"
                placeholder="https://"
                value={value}
                onChange={(e) =>
                  onChange({ socialMedia: { ...template.socialMedia, [key]: e.target.value } })
                }
              />
            )}
          </Field>
        );
      })}
    </Fieldset>
  );
}
