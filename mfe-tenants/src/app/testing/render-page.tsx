import { ThemeRoot } from '@bizcard/shared/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders one page inside the theme and a router, as the shell mounts it. */
export const renderPage = (page: ReactElement) =>
  render(
    <ThemeRoot>
      <MemoryRouter>{page}</MemoryRouter>
    </ThemeRoot>,
  );
