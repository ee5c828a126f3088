import { ThemeRoot } from '@bizcard/shared/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SortableHeader } from './sortable-header';

function renderHeader(onSort = jest.fn()) {
  render(
    <ThemeRoot>
      <table>
        <thead>
          <tr>
            <SortableHeader field="email" label="Email" direction="desc" onSort={onSort} />
          </tr>
        </thead>
      </table>
    </ThemeRoot>,
  );
  return onSort;
}

describe('SortableHeader', () => {
  it('makes the whole header cell the sort button: the cell has no padding outside it', () => {
    renderHeader();
    const cell = screen.getByRole('columnheader', { name: /^Email/ });
    const button = within(cell).getByRole('button', { name: /^Email/ });

    expect(cell.children).toHaveLength(1);
    expect(cell).toHaveStyle({ padding: '0px' });
    expect(button).toHaveStyle({ display: 'flex', width: '100%' });
  });

  it('keeps aria-sort on the cell and sorts by its field when pressed', async () => {
    const onSort = renderHeader();
    const cell = screen.getByRole('columnheader', { name: /^Email/ });

    expect(cell).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(cell).getByRole('button'));
    expect(onSort).toHaveBeenCalledWith('email', expect.any(Number));
  });
});
