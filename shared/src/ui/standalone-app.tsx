import { type ComponentType, type ReactElement, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { Spinner } from './spinner';
import { ThemeRoot } from './theme-root';

interface StandaloneAppProps {
  /** Route path → page, as the shell routes the same exposed pages. */
  pages: Record<string, ComponentType>;
  /** What unknown paths render; by default a redirect to the first page. */
  fallback?: ReactElement;
}

/** A remote run on its own: its exposed pages in a router and theme of their own. */
export function StandaloneApp({ pages, fallback }: StandaloneAppProps) {
  const entries = Object.entries(pages);
  return (
    <ThemeRoot>
      <BrowserRouter>
        <Suspense fallback={<Spinner />}>
          <Routes>
            {entries.map(([path, Page]) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route
              path="*"
              element={fallback ?? <Navigate to={entries[0]?.[0] ?? '/'} replace />}
            />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </ThemeRoot>
  );
}
