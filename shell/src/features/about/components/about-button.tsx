import { Button } from '@bizcard/shared/ui';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';

// Fetched on first open only: the panel and its texts are no part of the start-up JavaScript.
const AboutDialog = lazy(() => import('./about-dialog'));

// Keeps its size in a narrow header, as Logout does; long names give way instead.
const Entry = styled(Button)`
  flex: none;
`;

/** The header's About entry and the panel it opens. */
export function AboutButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Entry $variant="ghost" onClick={() => setOpen(true)}>
        About
      </Entry>
      {open && (
        // Focus stays on About while the panel loads; the panel then takes it and gives it back.
        <Suspense fallback={null}>
          <AboutDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
