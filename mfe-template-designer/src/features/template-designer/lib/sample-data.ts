import type { EndUserFields, StoredTemplate } from '@bizcard/shared/model';
import { readStoredTemplate } from '@bizcard/shared/schemas';

/** The person the preview shows until an end user is chosen. */
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

/** Spec §4: with no saved template the screen starts from sample data with 'About Me'. */
export function sampleTemplate(): StoredTemplate {
  return readStoredTemplate(
    JSON.stringify({
      businessHours: 'Monday - Friday: 9:00 AM - 5:00 PM',
      customSections: [
        {
          id: 'about-me',
          title: 'About Me',
          content: 'Tell visitors who you are and how you can help them.',
        },
      ],
    }),
  );
}
