import assert from 'node:assert/strict';
import type { TemplateSummary } from '@bizcard/shared/model';
import type { FastifyInstance } from 'fastify';
import { saveForm, templateForm, templateUrl } from './templates';

/** Who a template applies to in these tests: an end user and their card. */
export interface Person {
  id: string;
  tenant_id: string;
  card_slug: string;
  email: string;
}

export const templateListUrl = (tenantId: string) => `${templateUrl(tenantId)}/list`;
export const templateRulesUrl = (tenantId: string) => `${templateUrl(tenantId)}/rules`;
export const personTemplateUrl = (tenantId: string, userId: string) =>
  `${templateUrl(tenantId)}/people/${userId}`;

/** The first end user matching `where` (a SQL condition on end_users). */
export const personWhere = async (app: FastifyInstance, where: string, params: unknown[]) =>
  (
    await app.systemDb.query<Person>(
      `SELECT id, tenant_id, card_slug, email FROM end_users WHERE ${where} LIMIT 1`,
      params,
    )
  ).rows[0]!;

export const setDepartment = (app: FastifyInstance, who: Person, department: string | null) =>
  app.systemDb.query('UPDATE end_users SET department = $2 WHERE id = $1', [who.id, department]);

/** The template picker's and the assignment editor's calls, made as the admin of `cookie`. */
export function templateCalls(app: FastifyInstance, cookie: string) {
  const send = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    as = cookie,
  ) => app.inject({ method, url, payload, headers: { cookie: as } });
  const templates = async (tenantId: string) =>
    (await send('GET', templateListUrl(tenantId))).json<{ templates: TemplateSummary[] }>()
      .templates;
  return {
    send,
    templates,
    named: async (tenantId: string, name: string) =>
      (await templates(tenantId)).find((template) => template.name === name)!,
    setRules: (tenantId: string, rules: object[]) =>
      send('PUT', templateRulesUrl(tenantId), { rules }),
    /** A new template named `name` whose card page title is `name` too. */
    async designed(tenantId: string, name: string): Promise<TemplateSummary> {
      const made = await send('POST', templateListUrl(tenantId), { name });
      assert.equal(made.statusCode, 201, made.body);
      const template = made.json<{ template: TemplateSummary }>().template;
      const form = templateForm(tenantId, { pageTitle: name, templateId: template.id });
      const saved = await saveForm(app, cookie, form);
      assert.equal(saved.statusCode, 200, saved.body);
      return template;
    },
  };
}
