import { SessionGate } from '@bizcard/shared/auth';
import { Spinner, ThemeRoot } from '@bizcard/shared/ui';
import { Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';

/**
 * The standalone self-serve app end users open on its own port: the shell's self-serve pages,
 * session resolution and guards, and the reset page its emailed links point to.
 */
export function App() {
  return (
    <ThemeRoot>
      <BrowserRouter>
        <SessionGate>
          <Suspense fallback={<Spinner />}>
            <AppRoutes />
          </Suspense>
        </SessionGate>
      </BrowserRouter>
    </ThemeRoot>
  );
}
