import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { TENANT_DOMAIN_MESSAGES } from '@bizcard/shared/model';
import type { TxtDnsServer } from '../../../../scripts/txt-dns-server/server.mjs';
import { auditOf } from '../../helpers/audit-trail';
import type { TestApp } from '../../helpers/build';
import { CLIENT, SUPER, signInAdmin } from '../../helpers/session';
import { addDomain, buildWithDns, domainsUrl, tenantIdOf, verifyDomain } from './domain-helpers';

describe("a tenant's email domains, verified by a DNS TXT record", () => {
  let t: TestApp;
  let dns: TxtDnsServer;
  let superCookie: string;
  let clientCookie: string;
  let acmeId: string;
  let globexId: string;

  before(async () => {
    ({ t, dns } = await buildWithDns());
    superCookie = await signInAdmin(t.app, SUPER);
    clientCookie = await signInAdmin(t.app, CLIENT);
    acmeId = await tenantIdOf(t.app, 'acme-corporation');
    globexId = await tenantIdOf(t.app, 'globex');
  });
  after(async () => {
    await t.close();
    await dns.close();
  });

  /** Adds the domain for the client admin's tenant (Acme): its id and TXT record. */
  async function claim(domain: string, cookie = clientCookie, tenantId = acmeId) {
    const added = await addDomain(t.app, cookie, tenantId, domain);
    assert.equal(added.statusCode, 201, added.body);
    const { id, txt_record } = added.json().domain;
    return { id: id as string, record: txt_record as string };
  }

  test('adding a domain gives the TXT record to publish, normalised and not yet verified', async () => {
    const entries = await auditOf(t.app, async () => {
      const added = await addDomain(t.app, clientCookie, acmeId, '  Bücher.Acme-Sales.Example. ');
      assert.equal(added.statusCode, 201, added.body);
      const { domain } = added.json();
      assert.equal(domain.domain, 'xn--bcher-kva.acme-sales.example');
      assert.match(domain.txt_record, /^bizcard-verification=[\w-]{32}$/);
      assert.equal(domain.verified_at, null);
      assert.equal(domain.last_error, null);
    });
    assert.deepEqual(
      entries.map((entry) => [entry.action, entry.actor, entry.target]),
      [['tenant_domain.add', CLIENT.email, 'xn--bcher-kva.acme-sales.example']],
    );
  });

  test('a domain typed wrongly is refused with a message saying what to type', async () => {
    const cases: Array<[string, string]> = [
      ['', TENANT_DOMAIN_MESSAGES.required],
      ['https://acme.example/login', TENANT_DOMAIN_MESSAGES.notAName],
      ['ann@acme.example', TENANT_DOMAIN_MESSAGES.notAName],
      ['localhost', TENANT_DOMAIN_MESSAGES.oneLabel],
      ['192.0.2.10', TENANT_DOMAIN_MESSAGES.ipAddress],
      ['*.acme.example', TENANT_DOMAIN_MESSAGES.wildcard],
      ['-acme.example', TENANT_DOMAIN_MESSAGES.characters],
      [`${'a'.repeat(64)}.example`, TENANT_DOMAIN_MESSAGES.labelTooLong],
    ];
    for (const [domain, message] of cases) {
      const response = await addDomain(t.app, clientCookie, acmeId, domain);
      assert.equal(response.statusCode, 400, domain);
      assert.equal(response.json().message, message, domain);
    }
    const again = await addDomain(t.app, clientCookie, acmeId, 'XN--BCHER-KVA.acme-sales.example');
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, TENANT_DOMAIN_MESSAGES.alreadyListed);
  });

  test('verify finds the published token, and the domain stays verified', async () => {
    const { id, record } = await claim('verified-one.example');
    dns.setTxt('verified-one.example', ['v=spf1 -all', record]);
    const entries = await auditOf(t.app, async () => {
      const verified = await verifyDomain(t.app, clientCookie, acmeId, id);
      assert.equal(verified.statusCode, 200, verified.body);
      assert.equal(verified.json().verified, true);
      assert.ok(verified.json().domain.verified_at);
      assert.equal(verified.json().domain.last_error, null);
    });
    assert.deepEqual(
      entries.map((entry) => [entry.action, entry.level, entry.message]),
      [
        [
          'tenant_domain.verify',
          'info',
          'Domain verified-one.example verified by its DNS TXT record',
        ],
      ],
    );
    dns.remove('verified-one.example');
    const later = await verifyDomain(t.app, clientCookie, acmeId, id);
    assert.equal(later.json().verified, true);
    const list = await t.app.inject({ url: domainsUrl(acmeId), headers: { cookie: clientCookie } });
    const listed = list.json().domains.find((domain: { id: string }) => domain.id === id);
    assert.ok(listed.verified_at);
  });

  test('a record split into several strings counts as their concatenation', async () => {
    const { id, record } = await claim('split-record.example');
    dns.setTxt('split-record.example', [[record.slice(0, 20), record.slice(20)]]);
    const verified = await verifyDomain(t.app, clientCookie, acmeId, id);
    assert.equal(verified.json().verified, true);
  });

  /** Verifies and expects a failure whose kept error matches `error`. */
  async function expectFailure(id: string, error: RegExp) {
    const entries = await auditOf(t.app, async () => {
      const response = await verifyDomain(t.app, clientCookie, acmeId, id);
      assert.equal(response.statusCode, 200, response.body);
      const { verified, domain } = response.json();
      assert.equal(verified, false);
      assert.equal(domain.verified_at, null);
      assert.ok(domain.last_checked_at);
      assert.match(domain.last_error, error);
    });
    assert.equal(entries.length, 1);
    assert.equal(entries[0]!.level, 'warning');
    assert.match(entries[0]!.message, error);
  }

  test('a domain with TXT records but not ours is not verified, and says what to publish', async () => {
    const { id, record } = await claim('other-records.example');
    dns.setTxt('other-records.example', ['v=spf1 include:mail.example -all']);
    await expectFailure(
      id,
      new RegExp(`No TXT record at other-records.example has the value ${record}`),
    );
  });

  test("a bizcard-verification record with another token is not this tenant's", async () => {
    const { id } = await claim('wrong-token.example');
    dns.setTxt('wrong-token.example', ['bizcard-verification=someone-elses-token-000000000']);
    await expectFailure(id, /has a bizcard-verification record, but not this tenant's/);
  });

  test('a domain without TXT records is not verified', async () => {
    const { id } = await claim('no-txt.example');
    dns.setTxt('no-txt.example', []);
    await expectFailure(id, /no-txt\.example has no TXT records yet/);
  });

  test('a domain DNS does not know (NXDOMAIN) is not verified', async () => {
    const { id } = await claim('nowhere.example');
    await expectFailure(id, /does not exist \(NXDOMAIN\)/);
  });

  test('DNS servers that do not answer end the check as a timeout, within a second', async () => {
    const { id } = await claim('silent.example');
    dns.silence('silent.example');
    const started = Date.now();
    await expectFailure(id, /did not answer for silent\.example in time/);
    assert.ok(Date.now() - started < 1500, `took ${Date.now() - started} ms`);
  });

  test('a verified domain is one tenant’s: another tenant gets a clear 409', async () => {
    const { id, record } = await claim('owned-once.example');
    // Before verification several tenants may claim it; the first to verify owns it.
    const globexClaim = await claim('owned-once.example', superCookie, globexId);
    dns.setTxt('owned-once.example', [record]);
    assert.equal((await verifyDomain(t.app, clientCookie, acmeId, id)).json().verified, true);
    const late = await verifyDomain(t.app, superCookie, globexId, globexClaim.id);
    assert.equal(late.statusCode, 409);
    assert.equal(late.json().message, TENANT_DOMAIN_MESSAGES.verifiedElsewhere);
    const added = await addDomain(t.app, superCookie, globexId, 'OWNED-ONCE.example');
    assert.equal(added.statusCode, 409);
    assert.equal(added.json().message, TENANT_DOMAIN_MESSAGES.verifiedElsewhere);
  });

  test("a client admin cannot list or change another tenant's domains", async () => {
    const list = await t.app.inject({
      url: domainsUrl(globexId),
      headers: { cookie: clientCookie },
    });
    assert.equal(list.statusCode, 403);
    const add = await addDomain(t.app, clientCookie, globexId, 'globex-sales.example');
    assert.equal(add.statusCode, 403);
    const { id } = await claim('globex-only.example', superCookie, globexId);
    // Acme's admin naming Globex's domain under Acme's id: not Acme's, so not found.
    const verify = await verifyDomain(t.app, clientCookie, acmeId, id);
    assert.equal(verify.statusCode, 404);
    assert.equal(verify.json().message, TENANT_DOMAIN_MESSAGES.notFound);
  });

  test('removing a domain asks nothing more of DNS, and records who removed it', async () => {
    const { id } = await claim('removed.example');
    const entries = await auditOf(t.app, async () => {
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `${domainsUrl(acmeId)}/${id}`,
        headers: { cookie: clientCookie },
      });
      assert.equal(removed.statusCode, 200, removed.body);
      assert.deepEqual(removed.json(), { success: true, deleted: 1 });
    });
    assert.deepEqual(
      entries.map((entry) => [entry.action, entry.target]),
      [['tenant_domain.remove', 'removed.example']],
    );
    const list = await t.app.inject({ url: domainsUrl(acmeId), headers: { cookie: clientCookie } });
    assert.ok(!list.json().domains.some((domain: { id: string }) => domain.id === id));
    const again = await t.app.inject({
      method: 'DELETE',
      url: `${domainsUrl(acmeId)}/${id}`,
      headers: { cookie: clientCookie },
    });
    assert.equal(again.statusCode, 404);
  });

  test('the demo tenants list their own email domain, verified', async () => {
    const list = await t.app.inject({ url: domainsUrl(acmeId), headers: { cookie: clientCookie } });
    const acme = list
      .json()
      .domains.find((domain: { domain: string }) => domain.domain === 'acme.example.com');
    assert.ok(acme?.verified_at);
  });
});
