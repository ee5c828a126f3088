import { ThemeRoot } from '@bizcard/shared/ui';
import { render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { type InitialEntry, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Shows where the router is, so a test can check where a screen navigated to. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current location">{`${pathname}${search}`}</output>;
}

interface RenderRouteOptions {
  /** The route pattern the screen is mounted at, e.g. '/login'. */
  path: string;
  strict?: boolean;
}

/**
 * Renders one screen at `url` (a path, or a location with router state) inside the theme and
 * a memory router, with a location probe.
 */
export function renderRoute(
  url: InitialEntry,
  element: ReactNode,
  { path, strict }: RenderRouteOptions,
) {
  const tree = (
    <ThemeRoot>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </ThemeRoot>
  );
  return render(strict ? <StrictMode>{tree}</StrictMode> : tree);
}
