import { render } from '@testing-library/react';
import { App } from '../app';

/** Renders the whole shell at `path`, as a browser opening that address would. */
export function renderAppAt(path: string) {
  window.history.pushState({}, '', path);
  return render(<App />);
}

export const currentPath = () => `${window.location.pathname}${window.location.search}`;
