import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../app/testing/render-page';
import { LogsPage } from './logs-page';

const shownLines = () =>
  within(screen.getByRole('list', { name: 'Log lines' }))
    .getAllByRole('listitem')
    .map((line) => line.textContent);

describe('LogsPage', () => {
  it('offers All Levels, Error, Warning and Info, with Filter and Export buttons', () => {
    renderPage(<LogsPage />);

    const level = screen.getByLabelText('Level');
    expect(level).toHaveValue('');
    expect(
      within(level)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Levels', 'Error', 'Warning', 'Info']);
    expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.getByText('Sample data: log lines are not loaded yet.')).toBeInTheDocument();
    expect(shownLines()).toHaveLength(6);
  });

  it.each([
    ['Error', '[ERROR]', 1],
    ['Warning', '[WARNING]', 2],
    ['Info', '[INFO]', 3],
  ])('shows only %s lines when that level is chosen', async (level, tag, count) => {
    renderPage(<LogsPage />);

    await userEvent.selectOptions(screen.getByLabelText('Level'), level);

    const lines = shownLines();
    expect(lines).toHaveLength(count);
    expect(lines.every((line) => line?.includes(tag))).toBe(true);
  });

  it('shows every line again for All Levels', async () => {
    renderPage(<LogsPage />);
    await userEvent.selectOptions(screen.getByLabelText('Level'), 'Error');

    await userEvent.selectOptions(screen.getByLabelText('Level'), '');

    expect(shownLines()).toHaveLength(6);
  });

  it('says more filters come later when Filter is pressed', async () => {
    renderPage(<LogsPage />);

    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));

    expect(screen.getByRole('status')).toHaveTextContent(
      'More filters will be available in a future update.',
    );
  });

  it('exports the lines shown as logs.txt', async () => {
    const saved: Blob[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:logs';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('logs.txt');
      expect(this.getAttribute('href')).toBe('blob:logs');
    });
    try {
      renderPage(<LogsPage />);
      await userEvent.selectOptions(screen.getByLabelText('Level'), 'Warning');

      await userEvent.click(screen.getByRole('button', { name: 'Export' }));

      expect(clicked).toHaveBeenCalledTimes(1);
      const text = await saved[0]!.text();
      expect(text.trim().split('\n')).toEqual([
        '2024-03-01 09:15:02 [WARNING] CSV upload: 2 rows skipped (missing email)',
        '2024-03-01 10:45:57 [WARNING] OAuth client secret expires in 3 days',
      ]);
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:logs');
    } finally {
      clicked.mockRestore();
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    }
  });
});
