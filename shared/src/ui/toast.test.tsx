import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from './theme';
import { Toast } from './toast';

// jsdom lays nothing out: each box is given as the browser would measure it in a 1024 × 768 window.
const rect = (left: number, top: number, width: number, height: number) =>
  ({
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
    x: left,
    y: top,
  }) as DOMRect;

function measure(element: HTMLElement, box: DOMRect) {
  jest.spyOn(element, 'getBoundingClientRect').mockReturnValue(box);
}

const TOAST_BOX = rect(0, 0, 240, 48);

function Page({ message }: { message: string | null }) {
  return (
    <ThemeProvider theme={theme}>
      <button type="button">Edit</button>
      <Toast message={message} />
    </ThemeProvider>
  );
}

/** Renders the page with Edit at `editBox`, then shows the toast (measured as 240 × 48). */
function showToastWithEditAt(editBox: DOMRect) {
  const { rerender } = render(<Page message={null} />);
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.getAttribute('role') === 'status' ? TOAST_BOX : rect(0, 0, 0, 0);
  });
  measure(screen.getByRole('button', { name: 'Edit' }), editBox);
  rerender(<Page message="User created successfully!" />);
  return screen.getByRole('status');
}

afterEach(() => jest.restoreAllMocks());

describe('Toast', () => {
  it('sits in the bottom right corner when nothing is there', () => {
    const toast = showToastWithEditAt(rect(20, 300, 60, 32));
    expect(toast).toHaveTextContent('User created successfully!');
    expect(toast).toHaveStyle({ bottom: '24px', right: '24px' });
  });

  it("does not cover the last row's Edit button: it moves to the top right corner", () => {
    // Bottom right would be 760-1000 × 696-744; Edit is at 940-1000 × 700-732.
    const toast = showToastWithEditAt(rect(940, 700, 60, 32));
    expect(toast).toHaveStyle({ top: '24px', right: '24px' });
  });

  it('moves out of the way when the page scrolls a control under it', () => {
    const toast = showToastWithEditAt(rect(20, 300, 60, 32));
    expect(toast).toHaveStyle({ bottom: '24px', right: '24px' });

    measure(screen.getByRole('button', { name: 'Edit' }), rect(900, 710, 60, 32));
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((run) => {
      run(0);
      return 1;
    });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });

    expect(toast).toHaveStyle({ top: '24px', right: '24px' });
  });

  it('never takes a press meant for what is under it', () => {
    const toast = showToastWithEditAt(rect(20, 300, 60, 32));
    expect(getComputedStyle(toast).pointerEvents).toBe('none');
  });
});
