import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, makeUsers, namesShown, renderWithUsers, setUpApi } from '../test-utils';

setUpApi();

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
const pageButtons = () =>
  within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('button', { name: /^Page / })
    .map((button) => Number(button.textContent));

describe('sorting', () => {
  const people = [
    makeUser(1, { first_name: 'Cy', last_name: 'Young', email: 'a@x.example', company: 'Zeta' }),
    makeUser(2, { first_name: 'ada', last_name: 'Lovelace', email: 'c@x.example', company: null }),
    makeUser(3, { first_name: 'Bob', last_name: 'Builder', email: 'b@x.example', company: 'Acme' }),
  ];

  it('sorts by first name ascending by default, with an arrow and aria-sort on Name', async () => {
    await renderWithUsers(people);

    expect(namesShown()).toEqual(['ada Lovelace', 'Bob Builder', 'Cy Young']);
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Name')).toHaveTextContent('▲');
    expect(header('Email')).toHaveAttribute('aria-sort', 'none');
    expect(header('Email')).not.toHaveTextContent(/[▲▼]/);
  });

  it('sorts by another column ascending, then toggles to descending', async () => {
    await renderWithUsers(people);

    await userEvent.click(within(header('Email')).getByRole('button'));
    expect(namesShown()).toEqual(['Cy Young', 'Bob Builder', 'ada Lovelace']);
    expect(header('Email')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Email')).toHaveTextContent('Email▲');
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');
    expect(header('Name')).not.toHaveTextContent('▲');

    await userEvent.click(within(header('Email')).getByRole('button'));
    expect(namesShown()).toEqual(['ada Lovelace', 'Bob Builder', 'Cy Young']);
    expect(header('Email')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Email')).toHaveTextContent('Email▼');
  });

  it('keeps users without a value last in both directions', async () => {
    localStorage.setItem('tenantUsersVisibleColumns', JSON.stringify(['name', 'company']));
    await renderWithUsers(people);

    await userEvent.click(within(header('Company')).getByRole('button'));
    expect(namesShown()).toEqual(['Bob Builder', 'Cy Young', 'ada Lovelace']);
    await userEvent.click(within(header('Company')).getByRole('button'));
    expect(namesShown()).toEqual(['Cy Young', 'Bob Builder', 'ada Lovelace']);
  });

  it('offers sorting on name, email, role, title, company, department, created and updated only', async () => {
    localStorage.setItem(
      'tenantUsersVisibleColumns',
      JSON.stringify([
        'name',
        'email',
        'role',
        'pronouns',
        'title',
        'company',
        'department',
        'website',
        'created_at',
        'updated_at',
      ]),
    );
    await renderWithUsers(people);

    const sortable = screen
      .getAllByRole('columnheader')
      .filter((th) => within(th).queryByRole('button'))
      .map((th) => th.textContent?.replace('▲', ''));
    expect(sortable).toEqual([
      'Name',
      'Email',
      'Role',
      'Title',
      'Company',
      'Department',
      'Created',
      'Updated',
    ]);
  });

  it('sorts by creation date', async () => {
    localStorage.setItem('tenantUsersVisibleColumns', JSON.stringify(['name', 'created_at']));
    await renderWithUsers([
      makeUser(1, { first_name: 'Old', created_at: '2023-05-01T00:00:00.000Z' }),
      makeUser(2, { first_name: 'New', created_at: '2025-05-01T00:00:00.000Z' }),
      makeUser(3, { first_name: 'Mid', created_at: '2024-05-01T00:00:00.000Z' }),
    ]);

    await userEvent.click(within(header('Created')).getByRole('button'));
    expect(namesShown()).toEqual(['Old Last00001', 'Mid Last00003', 'New Last00002']);
    await userEvent.click(within(header('Created')).getByRole('button'));
    expect(namesShown()).toEqual(['New Last00002', 'Mid Last00003', 'Old Last00001']);
  });
});

describe('pagination', () => {
  it('shows 10 per page by default, with a summary and no pager for a single page', async () => {
    await renderWithUsers(makeUsers(10));

    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Showing 1-10 of 10 users')).toBeInTheDocument();
    expect(screen.getByLabelText('per page')).toHaveValue('10');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('offers 5, 10, 25, 50 and 100 per page', async () => {
    await renderWithUsers(makeUsers(3));

    const options = within(screen.getByLabelText('per page')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['5', '10', '25', '50', '100']);
  });

  it('shows pages 1-5 on the first page, Previous disabled', async () => {
    await renderWithUsers(makeUsers(200));

    expect(pageButtons()).toEqual([1, 2, 3, 4, 5]);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('centres the window in the middle: page 6 of 20 shows 4-8', async () => {
    await renderWithUsers(makeUsers(200));

    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(pageButtons()).toEqual([4, 5, 6, 7, 8]);
    expect(screen.getByText('Showing 51-60 of 200 users')).toBeInTheDocument();
    expect(namesShown()[0]).toBe('First00051 Last00051');
    expect(screen.getAllByRole('row')).toHaveLength(11);
  });

  it('slides against the end: the last page of 20 shows 16-20, Next disabled', async () => {
    await renderWithUsers(makeUsers(195));

    for (const page of [5, 7, 9, 11, 13, 15, 17, 19]) {
      await userEvent.click(screen.getByRole('button', { name: `Page ${page}` }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(pageButtons()).toEqual([16, 17, 18, 19, 20]);
    expect(screen.getByText('Showing 191-195 of 195 users')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Showing 181-190 of 195 users')).toBeInTheDocument();
  });

  it('changing the page size goes back to page 1 and renders that many rows', async () => {
    await renderWithUsers(makeUsers(120));
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));

    await userEvent.selectOptions(screen.getByLabelText('per page'), '25');

    expect(screen.getByText('Showing 1-25 of 120 users')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(26);
    expect(pageButtons()).toEqual([1, 2, 3, 4, 5]);
    await userEvent.selectOptions(screen.getByLabelText('per page'), '100');
    expect(pageButtons()).toEqual([1, 2]);
    await userEvent.selectOptions(screen.getByLabelText('per page'), '5');
    expect(screen.getByText('Showing 1-5 of 120 users')).toBeInTheDocument();
  });

  it('searching goes back to page 1', async () => {
    await renderWithUsers(makeUsers(60));
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));

    await userEvent.type(screen.getByRole('searchbox'), 'first0000');

    expect(screen.getByText('Showing 1-9 of 9 users')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('puts only the visible page of 10,000 users in the DOM', async () => {
    await renderWithUsers(makeUsers(10_000));

    expect(document.querySelectorAll('tbody tr')).toHaveLength(10);
    expect(screen.getByText('Showing 1-10 of 10000 users')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), 'last0999');
    expect(document.querySelectorAll('tbody tr')).toHaveLength(10);
    expect(screen.getByText('Showing 1-10 of 10 users')).toBeInTheDocument();
  });
});
