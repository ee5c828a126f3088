import { Button, Modal, ModalBody } from '@bizcard/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { COLUMN_KEYS, COLUMN_LABELS, type ColumnKey, DEFAULT_COLUMNS } from '../lib/columns';

const Choices = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: 14px;
  cursor: pointer;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

const Spacer = styled.span`
  flex: 1;
`;

interface ColumnChooserModalProps {
  visible: ColumnKey[];
  onApply: (columns: ColumnKey[]) => void;
  onClose: () => void;
}

/** A draft of the visible columns; nothing changes in the table until Apply Changes. */
export function ColumnChooserModal({ visible, onApply, onClose }: ColumnChooserModalProps) {
  const [chosen, setChosen] = useState<ReadonlySet<ColumnKey>>(() => new Set(visible));

  const toggle = (key: ColumnKey) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <Modal title="Choose Columns" onClose={onClose} wide>
      <ModalBody>
        <Choices aria-label="Visible columns">
          {COLUMN_KEYS.map((key) => (
            <Choice key={key}>
              <input type="checkbox" checked={chosen.has(key)} onChange={() => toggle(key)} />
              {COLUMN_LABELS[key]}
            </Choice>
          ))}
        </Choices>
      </ModalBody>
      <Footer>
        <Button $variant="secondary" onClick={() => setChosen(new Set(COLUMN_KEYS))}>
          Select All
        </Button>
        <Button $variant="secondary" onClick={() => setChosen(new Set(DEFAULT_COLUMNS))}>
          Reset to Default
        </Button>
        <Spacer />
        <Button $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        {/* An empty table helps no one: at least one column must stay. */}
        <Button disabled={chosen.size === 0} onClick={() => onApply([...chosen])}>
          Apply Changes
        </Button>
      </Footer>
    </Modal>
  );
}
