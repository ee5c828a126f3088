import { useSelectedTenantStore, useSessionStore } from '@bizcard/shared/stores';
import { ThemeRoot } from '@bizcard/shared/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

export function resetStores() {
  localStorage.clear();
  useSessionStore.setState({ status: 'anonymous', user: null });
  useSelectedTenantStore.setState({ selectedTenant: null });
}

/** Shows where the router went, so tests can assert navigation as a user would see it. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/** Renders `page` at `path` (matched by `route`), with the theme and a router like the shell's. */
export function renderRoute(page: ReactElement, route: string, path: string) {
  return render(
    <ThemeRoot>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </ThemeRoot>,
  );
}
