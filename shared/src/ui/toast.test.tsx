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

/** What each element measures; anything else measures nothing. */
const boxes = new Map<Element, DOMRect>();
const measure = (element: Element, box: DOMRect) => boxes.set(element, box);

const TOAST_BOX = rect(0, 0, 240, 48);

function Page({ message, controls = 1 }: { message: string | null; controls?: number }) {
  return (
    <ThemeProvider theme={theme}>
      {Array.from({ length: controls }, (_, index) => (
        <button key={index} type="button">
          Edit
        </button>
      ))}
      <Toast message={message} />
    </ThemeProvider>
  );
}

/** Renders the page with an Edit at each box, then shows the toast (measured as 240 × 48). */
function showToastWithEditAt(...editBoxes: DOMRect[]) {
  const { rerender } = render(<Page message={null} controls={editBoxes.length} />);
  const edits = screen.getAllByRole('button', { name: 'Edit' });
  for (const [index, edit] of edits.entries()) measure(edit, editBoxes[index]!);
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    if (this.getAttribute('role') === 'status') return TOAST_BOX;
    return boxes.get(this) ?? rect(0, 0, 0, 0);
  });
  rerender(<Page message="User created successfully!" controls={editBoxes.length} />);
  return screen.getByRole('status');
}

afterEach(() => {
  jest.restoreAllMocks();
  boxes.clear();
});

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

  it('finds a free height along the right edge when every corner and edge middle holds a control', () => {
    // A phone's table: tick boxes on the left, Edit on the right, controls along the top and
    // bottom; the right edge is free between 100 and 668.
    const toast = showToastWithEditAt(
      rect(0, 0, 1024, 100),
      rect(0, 668, 1024, 100),
      rect(0, 100, 300, 568),
    );
    expect(toast.style.right).toBe('24px');
    const top = Number.parseFloat(toast.style.top);
    expect(top).toBeGreaterThanOrEqual(100);
    expect(top + 48).toBeLessThanOrEqual(668);
  });

  it('takes room of its own in the page when every place in the window would cover a control', () => {
    const toast = showToastWithEditAt(rect(0, 0, 1024, 768));
    expect(getComputedStyle(toast).position).toBe('static');
    expect(toast.style.top).toBe('');
    expect(toast.style.bottom).toBe('');
  });

  it('never takes a press meant for what is under it', () => {
    const toast = showToastWithEditAt(rect(20, 300, 60, 32));
    expect(getComputedStyle(toast).pointerEvents).toBe('none');
  });
});
