import fc from 'fast-check';
import { type CountryCode, getCountries, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { displayPhone, normalisePhone } from './phone-numbers';

const regions = getCountries();
const region = fc.constantFrom<CountryCode | undefined>(...regions, undefined);

// Numbers as people type them: digits in groups with spaces, dots, dashes or brackets, with
// or without a + and calling code, sometimes an extension in one of its spellings.
const separator = fc.constantFrom('', ' ', '-', '.', ' - ');
const group = fc.stringMatching(/^[0-9]{1,4}$/);
const extension = fc.option(
  fc.tuple(
    fc.constantFrom(' ext. ', ' x', ';ext=', ' ext '),
    fc.stringMatching(/^[1-9][0-9]{0,4}$/),
  ),
  { nil: null },
);
const typed = fc
  .tuple(
    fc.constantFrom('', '+', '+1 ', '+44 ', '+49 ', '('),
    fc.array(fc.tuple(group, separator), { minLength: 2, maxLength: 5 }),
    extension,
  )
  .map(([start, groups, ext]) => {
    const digits = groups.map(([digitGroup, sep]) => digitGroup + sep).join('');
    return `${start}${digits}${ext ? ext.join('') : ''}`;
  });

// Valid numbers for sure: a region's numbers are mostly its calling code and 7 to 11 digits.
const likelyValid = fc
  .tuple(
    fc.constantFrom('US', 'GB', 'DE', 'FR', 'IN', 'JP', 'AU', 'BR') as fc.Arbitrary<CountryCode>,
    fc.stringMatching(/^[2-9][0-9]{6,10}$/),
  )
  .map(([country, national]) => ({ country, national }));

describe('normalisePhone', () => {
  it('turns any number that parses into E.164 that parses back to the same number', () => {
    let parsed = 0;
    fc.assert(
      fc.property(typed, region, (value, country) => {
        const stored = normalisePhone(value, country);
        if (stored === null) return;
        parsed += 1;
        const original = parsePhoneNumberFromString(value, country)!;
        expect(stored).toMatch(/^\+[1-9][0-9]+(;ext=[0-9]+)?$/);
        const again = parsePhoneNumberFromString(stored)!;
        expect(again.number).toBe(original.number);
        expect(again.ext).toBe(original.ext);
        // Stored numbers stay as they are whatever the tenant's country.
        expect(normalisePhone(stored, country)).toBe(stored);
        expect(normalisePhone(stored)).toBe(stored);
      }),
      { numRuns: 2000 },
    );
    expect(parsed).toBeGreaterThan(50);
  });

  it('keeps an extension, and reads a number without + in the given country only', () => {
    expect(normalisePhone('303 555 0199 ext. 12', 'US')).toBe('+13035550199;ext=12');
    expect(normalisePhone('+1 (720) 555-0121', 'DE')).toBe('+17205550121');
    expect(normalisePhone('030 1234567', 'DE')).toBe('+49301234567');
    expect(normalisePhone('030 1234567')).toBeNull();
    expect(normalisePhone('call me', 'US')).toBeNull();
  });

  it("refuses a number valid only as read in one region's plan, which could not be read back", () => {
    expect(normalisePhone('800 000 0000', 'KN')).toBeNull();
  });
});

describe('displayPhone', () => {
  it('shows E.164 in a form that normalises back to the same E.164, in any country', () => {
    fc.assert(
      fc.property(likelyValid, extension, region, ({ country, national }, ext, tenant) => {
        const stored = normalisePhone(`${national}${ext ? ext.join('') : ''}`, country);
        if (stored === null) return;
        const shown = displayPhone(stored);
        expect(shown.startsWith('+')).toBe(true);
        expect(normalisePhone(shown, tenant)).toBe(stored);
      }),
      { numRuns: 1000 },
    );
  });

  it('is the international format, extension written out; what is not a number stays as is', () => {
    expect(displayPhone('+13035550199')).toBe('+1 303 555 0199');
    expect(displayPhone('+13035550199;ext=12')).toBe('+1 303 555 0199 ext. 12');
    expect(displayPhone('+49301234567')).toBe('+49 30 1234567');
    expect(displayPhone('call reception')).toBe('call reception');
  });
});
