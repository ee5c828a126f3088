import fc from 'fast-check';
import { DOMAIN_MAX, emailDomain, normalizeDomain, TENANT_DOMAIN_MESSAGES } from './tenant-domains';

const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,20}[a-z0-9])?$/);
const tld = fc.stringMatching(/^[a-z]{2,10}$/);
const asciiDomain = fc
  .tuple(fc.array(label, { minLength: 1, maxLength: 4 }), tld)
  .map(([labels, top]) => [...labels, top].join('.'));

describe('normalizeDomain', () => {
  it('keeps a lower-case ASCII domain as it is, whatever its case, spaces or final dot', () => {
    fc.assert(
      fc.property(asciiDomain, fc.boolean(), fc.boolean(), (domain, upper, dot) => {
        const typed = ` ${upper ? domain.toUpperCase() : domain}${dot ? '.' : ''} `;
        expect(normalizeDomain(typed)).toEqual({ ok: true, domain });
      }),
    );
  });

  it('is idempotent: a normalised domain normalises to itself', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (input) => {
        const once = normalizeDomain(input);
        if (once.ok) expect(normalizeDomain(once.domain)).toEqual(once);
      }),
      { numRuns: 500 },
    );
  });

  it('gives every accepted input as lower-case letters, digits, hyphens and dots only', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 60 }), fc.webUrl(), fc.domain()), (input) => {
        const checked = normalizeDomain(input);
        if (!checked.ok) {
          expect(Object.values(TENANT_DOMAIN_MESSAGES)).toContain(checked.message);
          return;
        }
        expect(checked.domain).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
        expect(checked.domain.length).toBeLessThanOrEqual(DOMAIN_MAX);
      }),
      { numRuns: 500 },
    );
  });

  it('accepts every domain fast-check makes up, in its lower-case form', () => {
    fc.assert(
      fc.property(fc.domain(), (domain) => {
        expect(normalizeDomain(domain)).toEqual({ ok: true, domain: domain.toLowerCase() });
      }),
    );
  });

  it('writes internationalised names as punycode, as DNS asks for them', () => {
    expect(normalizeDomain('Bücher.Example')).toEqual({
      ok: true,
      domain: 'xn--bcher-kva.example',
    });
    expect(normalizeDomain('例え.テスト')).toEqual({ ok: true, domain: 'xn--r8jz45g.xn--zckzah' });
    expect(normalizeDomain('EXAMPLE。COM')).toEqual({ ok: true, domain: 'example.com' });
  });

  it.each([
    ['', TENANT_DOMAIN_MESSAGES.required],
    ['   ', TENANT_DOMAIN_MESSAGES.required],
    ['https://acme.example', TENANT_DOMAIN_MESSAGES.notAName],
    ['acme.example/path', TENANT_DOMAIN_MESSAGES.notAName],
    ['acme.example:443', TENANT_DOMAIN_MESSAGES.notAName],
    ['ann@acme.example', TENANT_DOMAIN_MESSAGES.notAName],
    ['acme example.com', TENANT_DOMAIN_MESSAGES.notAName],
    ['*.acme.example', TENANT_DOMAIN_MESSAGES.wildcard],
    ['acme', TENANT_DOMAIN_MESSAGES.oneLabel],
    ['192.0.2.1', TENANT_DOMAIN_MESSAGES.ipAddress],
    ['10.0.0', TENANT_DOMAIN_MESSAGES.ipAddress],
    ['acme..example', TENANT_DOMAIN_MESSAGES.characters],
    ['acme-.example', TENANT_DOMAIN_MESSAGES.characters],
    ['acme_sales.example', TENANT_DOMAIN_MESSAGES.characters],
    [`${'a'.repeat(64)}.example`, TENANT_DOMAIN_MESSAGES.labelTooLong],
    [`${'abcdefghi.'.repeat(26)}example`, TENANT_DOMAIN_MESSAGES.tooLong],
  ])('refuses %j: %s', (input, message) => {
    expect(normalizeDomain(input)).toEqual({ ok: false, message });
  });
});

describe('emailDomain', () => {
  it("is the normalised part after the last '@', or null", () => {
    expect(emailDomain('Peter@Initech.Example.com')).toBe('initech.example.com');
    expect(emailDomain('odd"@"name@bücher.example')).toBe('xn--bcher-kva.example');
    expect(emailDomain('no-at-sign')).toBeNull();
    expect(emailDomain('ann@localhost')).toBeNull();
  });
});
