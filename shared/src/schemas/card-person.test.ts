import type { EndUserFields } from '../model/end-user-fields';
import { DEFAULT_FIELD_MAPPING, EMPTY_SOCIAL_MEDIA } from '../model/templates';
import { cardPerson } from './card-person';

const USER: EndUserFields = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  role: 'User',
  pronouns: 'she/her',
  phone_work: '+1 415 555 0100',
  phone_direct: null,
  phone_cell: '+1 415 555 0199',
  title: 'Analyst',
  company: 'Engines Ltd',
  department: null,
  accreditations: 'FRS',
  website: null,
  linkedin: 'https://linkedin.com/in/ada',
  facebook: null,
  instagram: null,
  x_twitter: null,
  youtube: null,
  reddit: null,
  active: true,
  addresses: [
    {
      type: 'office',
      street: '1 Main St',
      city: 'London',
      state: '',
      zipCode: 'N1',
      country: 'UK',
    },
  ],
};
const DEFAULTS = {
  businessHours: 'Mon-Fri 9-5',
  socialMedia: { ...EMPTY_SOCIAL_MEDIA, facebook: 'https://facebook.com/engines' },
};

describe('cardPerson', () => {
  test('the default mapping shows the person, and the tenant values where they have none', () => {
    const person = cardPerson(USER, DEFAULT_FIELD_MAPPING, DEFAULTS);
    expect(person.name).toBe('Ada Lovelace');
    expect(person.jobTitle).toBe('Analyst');
    expect(person.phones).toEqual([
      { label: 'Work', number: '+1 415 555 0100' },
      { label: 'Mobile', number: '+1 415 555 0199' },
    ]);
    expect(person.addresses).toEqual([
      { label: 'Office', lines: ['1 Main St', 'London, N1', 'UK'] },
    ]);
    expect(person.businessHours).toBe('Mon-Fri 9-5');
    expect(person.social).toEqual([
      { label: 'LinkedIn', url: 'https://linkedin.com/in/ada' },
      { label: 'Facebook', url: 'https://facebook.com/engines' },
    ]);
  });

  test('a changed mapping moves values, and an unmapped field is left out', () => {
    const person = cardPerson(
      USER,
      {
        ...DEFAULT_FIELD_MAPPING,
        jobTitle: '{{COMPANY}}',
        company: '',
        phone: '{{EMAIL}}',
        address: '{{LOCATION}}',
      },
      DEFAULTS,
    );
    expect(person.jobTitle).toBe('Engines Ltd');
    expect(person.company).toBe('');
    expect(person.phones).toEqual([{ label: 'Phone', number: 'ada@example.com' }]);
    expect(person.addresses).toEqual([{ label: 'Address', lines: ['London'] }]);
  });
});
