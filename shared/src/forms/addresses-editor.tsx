import { ADDRESS_FIELDS, type Address } from '@bizcard/shared/model';
import { Button, Field, Input, Select } from '@bizcard/shared/ui';
import styled from 'styled-components';
import { Columns, Section } from './form-layout';
import { tooLongError } from './too-long-error';
import { useFocusAfterRemove } from './use-focus-after-remove';

const ADDRESS_TYPES = ['home', 'office'];

const TEXT_PARTS = ADDRESS_FIELDS.filter((part) => part.key !== 'type');

const Entry = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  margin: ${({ theme }) => `${theme.space(3)} 0 0`};
  padding: ${({ theme }) => theme.space(3)};

  legend {
    font-weight: 600;
    font-size: 14px;
    padding: 0 ${({ theme }) => theme.space(1)};
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin-top: ${({ theme }) => theme.space(3)};
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 13px;
`;

interface AddressesEditorProps {
  addresses: Address[];
  error?: string;
  onChange: (index: number, field: keyof Address, value: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

export function AddressesEditor({
  addresses,
  error,
  onChange,
  onAdd,
  onRemove,
}: AddressesEditorProps) {
  const focus = useFocusAfterRemove(addresses.length);
  return (
    <Section ref={focus.listRef}>
      <legend>Addresses</legend>
      {addresses.map((address, index) => (
        // Addresses have no id of their own: their position is who they are in the form.
        <Entry key={index} data-entry>
          <legend>{`Address ${index + 1}`}</legend>
          <Columns>
            <Field label="Type">
              {(ids) => (
                <Select
                  {...ids}
                  value={address.type}
                  onChange={(e) => onChange(index, 'type', e.target.value)}
                >
                  {[...new Set([...ADDRESS_TYPES, address.type])].map((type) => (
                    <option key={type}>{type}</option>
                  ))}
                </Select>
              )}
            </Field>
            {TEXT_PARTS.map(({ key, label, autoComplete, max }) => (
              <Field key={key} label={label} error={tooLongError(label, max, address[key])}>
                {(ids) => (
                  <Input
                    {...ids}
                    value={address[key]}
                    autoComplete={autoComplete}
                    onChange={(e) => onChange(index, key, e.target.value)}
                  />
                )}
              </Field>
            ))}
          </Columns>
          <Button
            $variant="ghost"
            onClick={() => {
              focus.removing(index);
              onRemove(index);
            }}
          >
            {`Remove address ${index + 1}`}
          </Button>
        </Entry>
      ))}
      <Actions>
        <Button ref={focus.lastRef} $variant="secondary" onClick={onAdd}>
          Add Address
        </Button>
        {error && <ErrorText role="alert">{error}</ErrorText>}
      </Actions>
    </Section>
  );
}
