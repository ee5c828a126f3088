import { screen, within } from '@testing-library/react';
import {
  ACTIVITY,
  EMPTY_ACTIVITY,
  renderReports,
  replyWithActivity,
  replyWithUsage,
  setUpApi,
} from '../test-utils';

setUpApi();

async function renderActivity(summary = ACTIVITY) {
  replyWithUsage();
  replyWithActivity(summary);
  renderReports();
  const section = screen.getByRole('region', { name: 'Activity Summary' });
  await within(section).findByRole('region', { name: 'Most viewed cards' });
  return section;
}

const itemsOf = (block: HTMLElement) =>
  within(block)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Activity Summary', () => {
  it('ranks the top cards by views and by saves, each name linking to its card page', async () => {
    const section = await renderActivity();

    const viewed = within(section).getByRole('region', { name: 'Most viewed cards' });
    expect(itemsOf(viewed)).toEqual(['Person 112 views', 'Person 21 view']);
    expect(within(viewed).getByRole('link', { name: 'Person 1' })).toHaveAttribute(
      'href',
      '/c/person-1',
    );
    const saved = within(section).getByRole('region', { name: 'Most saved cards' });
    expect(itemsOf(saved)).toEqual(['Person 13 saves']);
  });

  it('counts cards never viewed and users without a card, with the first names', async () => {
    const section = await renderActivity();

    const never = within(section).getByRole('region', { name: 'Cards never viewed' });
    expect(within(never).getByText('12')).toBeInTheDocument();
    expect(itemsOf(never)).toEqual([
      'Person 3 person3@acme.example',
      'Person 4 person4@acme.example',
    ]);
    expect(within(never).getByText('and 10 more')).toBeInTheDocument();
    const without = within(section).getByRole('region', { name: 'Users without a card' });
    expect(itemsOf(without)).toEqual(['Person 5 person5@acme.example']);
    expect(within(without).queryByText(/more/)).not.toBeInTheDocument();
  });

  it('says what an empty list means rather than showing nothing', async () => {
    const section = await renderActivity(EMPTY_ACTIVITY);

    expect(within(section).getByText('No card has been viewed in this period yet.')).toBeVisible();
    expect(
      within(section).getByText('No card has been saved to contacts in this period yet.'),
    ).toBeVisible();
    expect(
      within(section).getByText('Every active card was viewed at least once in this period.'),
    ).toBeVisible();
    expect(within(section).getByText('Every active user has a card page.')).toBeVisible();
    expect(within(section).queryByRole('listitem')).not.toBeInTheDocument();
  });
});
