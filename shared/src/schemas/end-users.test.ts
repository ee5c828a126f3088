import { END_USER_FIELDS } from '../model/end-user-fields';
import { endUserWriteSchema } from './end-users';
import { fieldErrors, tooLongMessage } from './fields';

const VALID = { first_name: 'Ada', last_name: 'Lovelace', email: 'Ada@Example.com' };

describe('endUserWriteSchema, built from the field registry', () => {
  it('gives back every registry field, and stytch_org_id, whatever the body leaves out', () => {
    const written = endUserWriteSchema.parse(VALID);
    expect(Object.keys(written).sort()).toEqual(
      [...END_USER_FIELDS.map((field) => field.wire), 'stytch_org_id'].sort(),
    );
    expect(written).toMatchObject({ email: 'ada@example.com', role: 'User', addresses: [] });
  });

  it('requires exactly the fields the registry marks required, with their messages', () => {
    const result = endUserWriteSchema.safeParse({});
    expect(result.success).toBe(false);
    const required = END_USER_FIELDS.filter((field) => 'required' in field);
    expect(fieldErrors(result.error!)).toEqual(
      Object.fromEntries(required.map((field) => [field.wire, field.required])),
    );
  });

  it.each(END_USER_FIELDS.filter((field) => field.input !== 'addresses' && 'max' in field))(
    "refuses a $wire longer than its max with '{label} must be at most {max} characters'",
    (field) => {
      const max = 'max' in field ? field.max : 0;
      const long = field.input === 'url' ? `https://${'x'.repeat(max)}` : 'x'.repeat(max + 1);
      const result = endUserWriteSchema.safeParse({ ...VALID, [field.wire]: long });
      expect(fieldErrors(result.error!)[field.wire]).toBe(tooLongMessage(field.label, max));
    },
  );
});

describe('phone numbers in the write schema', () => {
  const base = { first_name: 'Pat', last_name: 'Phone', email: 'pat@example.com' };
  const phoneError = (phone_work: string) => {
    const result = endUserWriteSchema.safeParse({ ...base, phone_work });
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('accepts the usual ways of writing a number, with or without an extension', () => {
    for (const phone of [
      '+1 (212) 555-0100 ext. 7',
      '(212) 555-0100',
      '030 1234567',
      '+44 20 7946 0958 x12',
    ]) {
      expect(phoneError(phone)).toBeNull();
    }
  });

  it('accepts the stored E.164 form, extension included, so a form saves it back unchanged', () => {
    expect(phoneError('+13035550199')).toBeNull();
    expect(phoneError('+13035550199;ext=12')).toBeNull();
  });

  it("refuses what cannot be a number with 'is not a valid phone number'", () => {
    for (const phone of ['abc', '12', '555-CALL-NOW', '1234567890123456']) {
      expect(phoneError(phone)).toBe('Work phone is not a valid phone number');
    }
  });
});

describe('switches in the write schema', () => {
  const SWITCHES = END_USER_FIELDS.filter((field) => field.input === 'switch');
  const parsed = (value: unknown) => {
    const result = endUserWriteSchema.safeParse({ ...VALID, active: value });
    return result.success ? result.data.active : fieldErrors(result.error).active;
  };

  it('the registry has the Active switch', () => {
    expect(SWITCHES.map((field) => field.wire)).toEqual(['active']);
  });

  it.each([
    [true, true],
    [false, false],
    ['TRUE', true],
    ['false', false],
    [' Yes ', true],
    ['no', false],
    ['1', true],
    ['0', false],
    ['Active', true],
    ['INACTIVE', false],
  ])('reads %p as %p', (value, expected) => {
    expect(parsed(value)).toBe(expected);
  });

  it('gives null, to keep the saved value, when left out or blank', () => {
    expect(endUserWriteSchema.parse(VALID).active).toBeNull();
    expect(parsed('')).toBeNull();
    expect(parsed(null)).toBeNull();
  });

  it('refuses any other word, naming the field', () => {
    expect(parsed('maybe')).toBe(
      'Active must be true or false (yes / no, 1 / 0, active / inactive)',
    );
  });
});
