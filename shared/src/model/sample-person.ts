import type { EndUserFields } from './end-user-fields';

/**
 * The person the template designer previews until an end user is chosen. Here rather than in
 * the designer because the API writes this person's vCard for the designer's Add to Contacts
 * with the card's own writer (POST /api/management/contactPage/templates/vcard).
 */
export const SAMPLE_PERSON: EndUserFields = {
  first_name: 'Jordan',
  last_name: 'Smith',
  email: 'jordan.smith@example.com',
  role: 'User',
  pronouns: null,
  phone_work: '+1 (555) 123-4567',
  phone_direct: null,
  phone_cell: '+1 (555) 987-6543',
  title: 'Senior Account Manager',
  company: 'Example Company',
  department: null,
  accreditations: null,
  website: 'https://www.example.com',
  linkedin: 'https://www.linkedin.com/in/jordansmith',
  facebook: null,
  instagram: null,
  x_twitter: 'https://x.com/jordansmith',
  youtube: null,
  reddit: null,
  active: true,
  addresses: [
    {
      type: 'office',
      street: '123 Business Ave, Suite 100',
      city: 'New York',
      state: 'NY',
      zipCode: '10001',
      country: 'USA',
    },
  ],
};
