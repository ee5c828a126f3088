import { screen, within } from '@testing-library/react';
import { renderPage } from '../../../app/testing/render-page';
import { ReportsPage } from './reports-page';

describe('ReportsPage', () => {
  it("shows the 'Usage Report' and 'Activity Summary' placeholder chart boxes", () => {
    renderPage(<ReportsPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    for (const title of ['Usage Report', 'Activity Summary']) {
      const box = screen.getByRole('region', { name: title });
      expect(within(box).getByRole('heading', { name: title })).toBeInTheDocument();
      expect(within(box).getByText('Chart placeholder: no report data yet')).toBeInTheDocument();
    }
  });
});
