import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { EndUser } from '@bizcard/shared/model';
import type { LightMyRequestResponse } from 'fastify';
import { build, type TestApp } from '../../helpers/build';
import { createTenant, usersUrl } from '../../helpers/end-users';
import { type HostileFile, hostileImages } from '../../helpers/hostile-images';
import { SUPER, signInAdmin } from '../../helpers/session';
import { imageBytes, saveForm, templateForm, templateUrl } from '../../helpers/templates';

const MB = 1024 * 1024;
const MAX_MS = 1000;
const MAX_RSS_GROWTH = 100 * MB;

type Upload = (file: HostileFile) => Promise<LightMyRequestResponse>;

describe('hostile image uploads', () => {
  let t: TestApp;
  let cookie: string;
  let tenantId: string;
  let user: EndUser;
  let files: HostileFile[];
  const measured: string[] = [];

  before(async () => {
    t = await build();
    cookie = await signInAdmin(t.app, SUPER);
    tenantId = await createTenant(t.app, 'Hostile Images');
    const created = await t.app.inject({
      method: 'POST',
      url: usersUrl(tenantId),
      payload: { first_name: 'Hal', last_name: 'Hostile', email: 'hal@example.com' },
      headers: { cookie },
    });
    user = created.json<EndUser>();
    files = await hostileImages();
    // Loads libvips (lazily, ~19 MB) before anything is measured.
    const warm = await uploadTemplate('companyLogo')({
      ...files[0]!,
      bytes: await imageBytes(64, 64),
    });
    assert.equal(warm.statusCode, 200, warm.body);
  });
  after(async () => {
    await t.close();
    console.log(`slowest refusal and RSS growth: ${measured.join('; ')}`);
  });

  const uploadTemplate =
    (field: 'companyLogo' | 'profilePhoto'): Upload =>
    ({ bytes, name }) =>
      saveForm(t.app, cookie, templateForm(tenantId, { [field]: { bytes, name } }));

  const uploadUserPhoto: Upload = ({ bytes, name }) => {
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(bytes)]), name);
    const url = `${usersUrl(tenantId)}/${user.id}/photo`;
    return t.app.inject({ method: 'POST', url, payload: form, headers: { cookie } });
  };

  /** Each file is refused with its status and message within 1 s; RSS grows under 100 MB. */
  async function refusesEach(upload: Upload, saved: () => Promise<string>): Promise<void> {
    const before = await saved();
    const start = process.memoryUsage().rss;
    let peak = start;
    let slowest = 0;
    for (const file of files) {
      const began = performance.now();
      const response = await upload(file);
      const ms = performance.now() - began;
      peak = Math.max(peak, process.memoryUsage().rss);
      slowest = Math.max(slowest, ms);
      assert.equal(response.statusCode, file.status, `${file.label}: ${response.body}`);
      assert.equal(response.json<{ message: string }>().message, file.message, file.label);
      assert.ok(ms < MAX_MS, `${file.label} took ${ms.toFixed(0)} ms`);
    }
    measured.push(`${slowest.toFixed(0)} ms, ${((peak - start) / MB).toFixed(1)} MB`);
    assert.ok(peak - start < MAX_RSS_GROWTH, `RSS grew ${((peak - start) / MB).toFixed(1)} MB`);
    assert.equal(await saved(), before, 'nothing was saved');
  }

  const savedTemplate = async () =>
    (await t.app.inject({ url: templateUrl(tenantId), headers: { cookie } })).body;
  const savedUser = async () =>
    (await t.app.inject({ url: `${usersUrl(tenantId)}/${user.id}`, headers: { cookie } })).body;

  test('the template logo refuses each hostile file with 400 or 413, fast and in bounded memory', () =>
    refusesEach(uploadTemplate('companyLogo'), savedTemplate));

  test('the template photo refuses each hostile file with 400 or 413, fast and in bounded memory', () =>
    refusesEach(uploadTemplate('profilePhoto'), savedTemplate));

  test("a user's photo refuses each hostile file with 400 or 413, fast and in bounded memory", () =>
    refusesEach(uploadUserPhoto, savedUser));
});
