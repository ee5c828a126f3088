import { tooLongError } from '@bizcard/shared/forms';
import { CUSTOM_COLORS, THEME_PRESETS } from '@bizcard/shared/model';
import { TEMPLATE_TEXT_MAX } from '@bizcard/shared/schemas';
import { Button, Field, Input, Modal, ModalBody } from '@bizcard/shared/ui';
import styled from 'styled-components';
import type { DraftActions } from '../hooks/use-draft';
import type { Draft } from '../lib/draft';
import { ImageField } from './image-field';
import { PresetGrid } from './preset-grid';

const Colours = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  input[type='color'] { height: 40px; padding: 2px; }
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space(4)};
`;

interface ThemeModalProps {
  draft: Draft;
  actions: DraftActions;
  onClose: () => void;
}

/** Customize Theme: every change shows in the preview behind at once. */
export function ThemeModal({ draft, actions, onClose }: ThemeModalProps) {
  const { theme, pageTitle } = draft.template;
  return (
    <Modal title="Customize Theme" onClose={onClose} wide>
      <ModalBody>
        <ImageField
          label="Profile photo"
          image={draft.photo}
          onChange={(image) => actions.setImage('photo', image)}
        />
        <ImageField
          label="Company logo"
          image={draft.logo}
          onChange={(image) => actions.setImage('logo', image)}
        />
        <Field
          label="Page title"
          error={tooLongError('Page title', TEMPLATE_TEXT_MAX.pageTitle, pageTitle)}
        >
          {(control) => (
            <Input
              {...control}
              value={pageTitle}
              onChange={(event) => actions.change({ pageTitle: event.target.value })}
            />
          )}
        </Field>
        <h3>Theme presets</h3>
        <PresetGrid
          presets={THEME_PRESETS}
          current={theme}
          onPick={(next) => actions.setTheme(next)}
        />
        <h3>Custom colours</h3>
        <Colours>
          {CUSTOM_COLORS.map(({ key, label, hint }) => (
            <Field key={key} label={label} hint={`Sets: ${hint}`}>
              {(control) => (
                <Input
                  {...control}
                  type="color"
                  value={theme[key].toLowerCase()}
                  onChange={(event) =>
                    actions.setTheme({ [key]: event.target.value.toUpperCase() })
                  }
                />
              )}
            </Field>
          ))}
        </Colours>
      </ModalBody>
      <Footer>
        <Button onClick={onClose}>Done</Button>
      </Footer>
    </Modal>
  );
}
