import type { OAuthProviderConfig, StoredTemplate, TemplateSummary } from '@bizcard/shared/model';
import { ACME, setUpTenantScreenApi, TEST_API } from '@bizcard/shared/testing';
import { ThemeRoot } from '@bizcard/shared/ui';
import { render, screen } from '@testing-library/react';
import nock from 'nock';
import { MemoryRouter } from 'react-router-dom';
import { TemplateDesignerPage } from './components/template-designer-page';

export const API = TEST_API;
export const TEMPLATE_PATH = `/api/management/contactPage/templates/${ACME.id}`;
export const SAVE_PATH = '/api/management/contactPage/templates/save';
export const OAUTH_PATH = `/api/management/oauth-providers/${ACME.id}`;
export const LIST_PATH = `${TEMPLATE_PATH}/list`;

/** The tenant's templates as the picker reads them; none stored unless given. */
export const replyWithList = (templates: readonly TemplateSummary[] = []) =>
  nock(API).get(LIST_PATH).optionally().reply(200, { success: true, templates });

export const setUpApi = () => setUpTenantScreenApi();

export const replyWithTemplate = (template: Partial<StoredTemplate> | null) =>
  nock(API)
    .get(TEMPLATE_PATH)
    .reply(200, { success: true, data: template ? { html: JSON.stringify(template) } : null });

/**
 * Renders the screen with `template` saved (null: none) and the tenant's OAuth
 * `configurations`, and waits for the preview.
 */
export async function renderDesigner(
  template: Partial<StoredTemplate> | null = {},
  configurations: readonly OAuthProviderConfig[] = [],
) {
  replyWithTemplate(template);
  replyWithList();
  nock(API).get(OAUTH_PATH).reply(200, { success: true, providers: configurations });
  const view = render(
    <ThemeRoot>
      <MemoryRouter>
        <TemplateDesignerPage />
      </MemoryRouter>
    </ThemeRoot>,
  );
  await screen.findByRole('region', { name: 'Card preview' });
  return view;
}

/** The multipart body a save sent, as field name → text (files as `file:{name}`). */
export function formFields(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  const parts = body.split(/-{2,}[^\r\n]*\r\n/);
  for (const part of parts) {
    const name = /name="([^"]+)"/.exec(part)?.[1];
    if (!name) continue;
    const file = /filename="([^"]*)"/.exec(part)?.[1];
    const value = part.split('\r\n\r\n').slice(1).join('\r\n\r\n').replace(/\r\n$/, '');
    fields[name] = file !== undefined ? `file:${file}` : value;
  }
  return fields;
}
