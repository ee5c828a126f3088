import type { CustomSection } from '@bizcard/shared/model';
import { customSectionSchema } from '@bizcard/shared/schemas';
import { Button, Field, Input, Modal } from '@bizcard/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';

const TextArea = styled(Input).attrs({ as: 'textarea' })`
  min-height: 120px;
  resize: vertical;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

const newId = () => `custom-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Spec §5: title and content must be non-blank after trimming, or nothing is added. */
export function AddCustomSectionModal({
  onAdd,
  onClose,
}: {
  onAdd: (section: CustomSection) => void;
  onClose: () => void;
}) {
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const parsed = customSectionSchema.safeParse({ id: newId(), title, content });
  return (
    <Modal title="Add Custom Section" onClose={onClose} dirty={Boolean(title || content)}>
      <Field label="Section title" required>
        {(control) => (
          <Input
            {...control}
            value={title}
            maxLength={80}
            onChange={(e) => setTitle(e.target.value)}
          />
        )}
      </Field>
      <Field label="Content" required>
        {(control) => (
          <TextArea
            {...control}
            value={content}
            maxLength={2000}
            onChange={(e: { target: { value: string } }) => setContent(e.target.value)}
          />
        )}
      </Field>
      <Footer>
        <Button $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button disabled={!parsed.success} onClick={() => parsed.success && onAdd(parsed.data)}>
          Add Section
        </Button>
      </Footer>
    </Modal>
  );
}
