import { tooLongError } from '@bizcard/shared/forms';
import type { CustomSection } from '@bizcard/shared/model';
import { customSectionSchema, TEMPLATE_TEXT_MAX } from '@bizcard/shared/schemas';
import { Button, Field, Input, Modal, ModalBody, ModalFooter } from '@bizcard/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';

const TextArea = styled(Input).attrs({ as: 'textarea' })`
  min-height: 120px;
  resize: vertical;
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
      <ModalBody>
        <Field
          label="Section title"
          required
          error={tooLongError('Section title', TEMPLATE_TEXT_MAX.customSectionTitle, title)}
        >
          {(control) => (
            <Input {...control} value={title} onChange={(e) => setTitle(e.target.value)} />
          )}
        </Field>
        <Field
          label="Content"
          required
          error={tooLongError('Content', TEMPLATE_TEXT_MAX.customSectionContent, content)}
        >
          {(control) => (
            <TextArea
              {...control}
              value={content}
              onChange={(e: { target: { value: string } }) => setContent(e.target.value)}
            />
          )}
        </Field>
      </ModalBody>
      <ModalFooter>
        <Button $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button disabled={!parsed.success} onClick={() => parsed.success && onAdd(parsed.data)}>
          Add Section
        </Button>
      </ModalFooter>
    </Modal>
  );
}
