import {
  DEFAULT_FIELD_MAPPING,
  FIELD_MAPPING_FIELDS,
  type FieldMapping,
  PLACEHOLDERS,
  type Placeholder,
} from '@bizcard/shared/model';
import { Button, Modal, ModalBody, Row, Select, Table } from '@bizcard/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';

const Counts = styled(Row)`
  margin-bottom: ${({ theme }) => theme.space(3)};
  gap: ${({ theme }) => theme.space(4)};
`;

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.space(4)};
`;

interface FieldMappingModalProps {
  mapping: FieldMapping;
  onClose: () => void;
  onSave: (mapping: FieldMapping) => void;
}

/** Which of a person's values fills each template field; Cancel keeps the saved mapping. */
export function FieldMappingModal({ mapping, onClose, onSave }: FieldMappingModalProps) {
  const [draft, setDraft] = useState<FieldMapping>({ ...mapping });
  const mapped = FIELD_MAPPING_FIELDS.filter((field) => draft[field.key]).length;
  const set = (key: keyof FieldMapping, value: Placeholder | '') =>
    setDraft((held) => ({ ...held, [key]: value }));

  return (
    <Modal title="OAuth Field Mapping" onClose={onClose} wide>
      <ModalBody>
        <Counts>
          <span>Mapped: {mapped}</span>
          <span>Unmapped: {FIELD_MAPPING_FIELDS.length - mapped}</span>
        </Counts>
        <Table aria-label="Field mapping">
          <thead>
            <tr>
              <th scope="col">Template field</th>
              <th scope="col">Placeholder</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {FIELD_MAPPING_FIELDS.map(({ key, label }) => (
              <tr key={key}>
                <th scope="row">{label}</th>
                <td>
                  <Select
                    aria-label={`${label} placeholder`}
                    value={draft[key] ?? ''}
                    onChange={(event) => set(key, event.target.value as Placeholder | '')}
                  >
                    <option value="">Not mapped</option>
                    {PLACEHOLDERS.map((placeholder) => (
                      <option key={placeholder.token} value={placeholder.token}>
                        {placeholder.label} {placeholder.token}
                      </option>
                    ))}
                  </Select>
                </td>
                <td>
                  <Button
                    $variant="ghost"
                    aria-label={`Clear ${label}`}
                    disabled={!draft[key]}
                    onClick={() => set(key, '')}
                  >
                    Clear
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ModalBody>
      <Footer>
        <Button $variant="secondary" onClick={() => setDraft({ ...DEFAULT_FIELD_MAPPING })}>
          Reset to Defaults
        </Button>
        <Row>
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => onSave(draft)}>Save Mapping &amp; Template</Button>
        </Row>
      </Footer>
    </Modal>
  );
}
