import type { EndUser } from '@bizcard/shared/model';
import { render, screen } from '@testing-library/react';
import { cellContent } from './cell-content';

const user = {
  first_name: 'Pat',
  last_name: 'Phone',
  phone_work: '+13035550199',
  phone_direct: '+13035550100;ext=12',
  phone_cell: 'call reception',
} as EndUser;

describe('phone cells of the users table', () => {
  it("shows a stored E.164 number as the card does, '+1 303 555 0199'", async () => {
    render(<span>{cellContent('phone_work', user)}</span>);
    expect(await screen.findByText('+1 303 555 0199')).toBeInTheDocument();
  });

  it('writes out the extension', async () => {
    render(<span>{cellContent('phone_direct', user)}</span>);
    expect(await screen.findByText('+1 303 555 0100 ext. 12')).toBeInTheDocument();
  });

  it('shows a number the upgrade could not read as it is stored', async () => {
    render(<span>{cellContent('phone_cell', user)}</span>);
    expect(await screen.findByText('call reception')).toBeInTheDocument();
  });
});
