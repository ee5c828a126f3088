import { endUserWriteSchema } from '@bizcard/shared/schemas';
import fc from 'fast-check';
import { makeUser } from '../test-utils';
import { blankForm, formFromUser, toFormErrors, toWriteRequest } from './user-form-values';

describe('user form values', () => {
  it('starts blank with role User and the home and office addresses in the USA', () => {
    const form = blankForm();
    expect(form.firstName).toBe('');
    expect(form.xTwitter).toBe('');
    expect(form.role).toBe('User');
    expect(form.addresses.map(({ type, country }) => [type, country])).toEqual([
      ['home', 'USA'],
      ['office', 'USA'],
    ]);
  });

  it('round-trips a user through the form to the same wire fields', () => {
    const text = fc.option(
      fc.string({ minLength: 1, maxLength: 20 }).map((s) => s.trim() || 'x'),
      {
        nil: null,
      },
    );
    const phone = fc.option(fc.constantFrom('+1 212 555 0100', '(917) 555-0102 ext. 7'), {
      nil: null,
    });
    fc.assert(
      fc.property(text, phone, text, text, (pronouns, phoneWork, title, company) => {
        const user = makeUser(1, { pronouns, phone_work: phoneWork, title, company });
        const body = endUserWriteSchema.parse(toWriteRequest(formFromUser(user), null));
        expect(body).toMatchObject({
          first_name: user.first_name,
          email: user.email,
          pronouns,
          phone_work: phoneWork,
          title,
          company,
        });
      }),
    );
  });

  it('starts an edit of a user without addresses from the two default ones', () => {
    expect(formFromUser(makeUser(1, { addresses: [] })).addresses).toHaveLength(2);
  });

  it('maps wire errors back to form fields', () => {
    expect(
      toFormErrors({
        first_name: 'First name is required',
        x_twitter: 'bad',
        stytch_org_id: 'odd',
      }),
    ).toEqual({ firstName: 'First name is required', xTwitter: 'bad', form: 'odd' });
  });
});
