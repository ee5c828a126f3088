import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VISIBLE_COLUMNS_KEY } from '../hooks/use-visible-columns';
import { formatDate } from '../lib/cell-format';
import { COLUMN_KEYS } from '../lib/columns';
import { makeUser, renderWithUsers, setUpApi } from '../test-utils';

setUpApi();

const cellOf = (row: HTMLElement, header: string) => {
  const headers = screen
    .getAllByRole('columnheader')
    .map((th) => th.textContent?.replace(/[▲▼]/, ''));
  return within(row).getAllByRole('cell')[headers.indexOf(header)];
};

const FULL_USER = makeUser(1, {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@acme.example',
  role: 'Admin',
  pronouns: 'she/her',
  phone_work: '+1 555 0100',
  phone_direct: '+1 555 0101',
  phone_cell: '+1 555 0102',
  title: 'Chief Analyst',
  company: 'Acme',
  department: 'Engines',
  accreditations: 'FRS',
  website: 'https://www.analytical-engines.example/about',
  linkedin: 'https://linkedin.com/in/ada',
  facebook: 'https://facebook.com/ada',
  instagram: 'https://instagram.com/ada',
  x_twitter: 'https://x.com/ada',
  youtube: 'https://youtube.com/@ada',
  reddit: 'https://reddit.com/u/ada',
  addresses: [
    {
      type: 'home',
      street: '1 Main St',
      city: 'London',
      state: 'LDN',
      zipCode: 'N1',
      country: 'UK',
    },
    { type: 'office', street: '', city: 'Austin', state: 'TX', zipCode: '', country: 'USA' },
    { type: 'home', street: '', city: 'Paris', state: '', zipCode: '', country: 'France' },
    { type: 'office', street: '', city: 'Rome', state: '', zipCode: '', country: 'Italy' },
  ],
  embedded_url: 'http://localhost:8080/c/ada-lovelace',
  qr_code: 'http://localhost:8080/c/ada-lovelace/qr.png',
});

describe('users table columns', () => {
  beforeEach(() => localStorage.setItem(VISIBLE_COLUMNS_KEY, JSON.stringify(COLUMN_KEYS)));

  it('shows the tick box, every column of spec §2, then Active, in order', async () => {
    await renderWithUsers([FULL_USER]);

    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '',
      'Name▲',
      'Email',
      'Role',
      'Pronouns',
      'Work Phone',
      'Direct Phone',
      'Cell Phone',
      'Title',
      'Company',
      'Department',
      'Accreditations',
      'Website',
      'LinkedIn',
      'Facebook',
      'Instagram',
      'X (Twitter)',
      'YouTube',
      'Reddit',
      'Addresses',
      'Active',
      'Business Card',
      'QR Code',
      'Created',
      'Updated',
      'Actions',
    ]);
    const row = screen.getAllByRole('row')[1];
    expect(cellOf(row, 'Pronouns')).toHaveTextContent('she/her');
    expect(cellOf(row, 'Work Phone')).toHaveTextContent('+1 555 0100');
    expect(cellOf(row, 'Direct Phone')).toHaveTextContent('+1 555 0101');
    expect(cellOf(row, 'Cell Phone')).toHaveTextContent('+1 555 0102');
    expect(cellOf(row, 'Accreditations')).toHaveTextContent('FRS');
    expect(cellOf(row, 'Created')).toHaveTextContent(formatDate('2025-01-15T12:00:00.000Z'));
    expect(cellOf(row, 'Updated')).toHaveTextContent(formatDate('2025-02-20T12:00:00.000Z'));
    expect(formatDate('2025-01-15T12:00:00.000Z')).toMatch(/2025/);
  });

  it('cuts the website text after 30 characters but links to the whole address', async () => {
    await renderWithUsers([FULL_USER]);

    const link = within(cellOf(screen.getAllByRole('row')[1], 'Website')).getByRole('link');
    expect(link).toHaveTextContent('https://www.analytical-engines…');
    expect(link.textContent).toHaveLength(31);
    expect(link).toHaveAttribute('href', 'https://www.analytical-engines.example/about');
  });

  it('links each social profile in a new tab', async () => {
    await renderWithUsers([FULL_USER]);
    const row = screen.getAllByRole('row')[1];

    for (const [header, href] of [
      ['LinkedIn', 'https://linkedin.com/in/ada'],
      ['Facebook', 'https://facebook.com/ada'],
      ['Instagram', 'https://instagram.com/ada'],
      ['X (Twitter)', 'https://x.com/ada'],
      ['YouTube', 'https://youtube.com/@ada'],
      ['Reddit', 'https://reddit.com/u/ada'],
    ]) {
      const link = within(cellOf(row, header)).getByRole('link');
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });

  it('never turns a non-web address into a link', async () => {
    await renderWithUsers([{ ...FULL_USER, linkedin: 'javascript:alert(1)' }]);

    const cell = cellOf(screen.getAllByRole('row')[1], 'LinkedIn');
    expect(within(cell).queryByRole('link')).not.toBeInTheDocument();
    expect(cell).toHaveTextContent('javascript:alert(1)');
  });

  it("shows the first two addresses as 'type: city, state' and '+N more'", async () => {
    await renderWithUsers([FULL_USER]);

    const cell = cellOf(screen.getAllByRole('row')[1], 'Addresses');
    expect(cell).toHaveTextContent('home: London, LDN');
    expect(cell).toHaveTextContent('office: Austin, TX');
    expect(cell).toHaveTextContent('+2 more');
    expect(cell).not.toHaveTextContent('Paris');
  });

  it("links 'View Card' to the card in a new tab and shows the QR code image lazily", async () => {
    await renderWithUsers([FULL_USER]);
    const row = screen.getAllByRole('row')[1];

    const card = within(row).getByRole('link', { name: 'View Card' });
    expect(card).toHaveAttribute('href', 'http://localhost:8080/c/ada-lovelace');
    expect(card).toHaveAttribute('target', '_blank');
    expect(card).toHaveAttribute('rel', expect.stringContaining('noopener'));
    const qr = within(row).getByRole('img', { name: 'QR code for Ada Lovelace' });
    expect(qr).toHaveAttribute('src', 'http://localhost:8080/c/ada-lovelace/qr.png');
    expect(qr).toHaveAttribute('loading', 'lazy');
  });
});

describe('search', () => {
  const people = [
    makeUser(1, { first_name: 'Ada', last_name: 'Lovelace', title: 'Analyst' }),
    makeUser(2, { first_name: 'Bob', last_name: 'Builder', company: 'Constructo' }),
    makeUser(3, { first_name: 'Cy', last_name: 'Young', department: 'Baseball' }),
    makeUser(4, { first_name: 'Di', last_name: 'Prince', email: 'wonder@amazon.example' }),
  ];

  it.each([
    ['first name', 'ADA', ['Ada Lovelace']],
    ['last name', 'builder', ['Bob Builder']],
    ['email', 'WONDER@', ['Di Prince']],
    ['title', 'analyst', ['Ada Lovelace']],
    ['company', 'constructo', ['Bob Builder']],
    ['department', 'BASEBALL', ['Cy Young']],
    ['full name', 'cy young', ['Cy Young']],
  ])('finds users by %s, whatever the case', async (_, query, expected) => {
    await renderWithUsers(people);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), query);

    const names = Array.from(
      document.querySelectorAll('tbody tr td:nth-child(2)'),
      (td) => td.textContent,
    );
    expect(names).toEqual(expected);
    expect(screen.getByText(`Showing 1-1 of 1 users`)).toBeInTheDocument();
  });

  it("shows 'No users match \"{query}\"' and 'Showing 0-0 of 0 users' when nothing matches", async () => {
    await renderWithUsers(people);

    await userEvent.type(screen.getByRole('searchbox'), ' zzz ');

    expect(screen.getByText('No users match "zzz"')).toBeInTheDocument();
    expect(screen.queryByText(/No users found/)).not.toBeInTheDocument();
    expect(screen.getByText('Showing 0-0 of 0 users')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox'));
    expect(screen.getByText('Showing 1-4 of 4 users')).toBeInTheDocument();
  });
});
