import { act, renderHook } from '@testing-library/react';
import { ApiError } from './api-error';
import { useConfirmedAction } from './use-confirmed-action';

describe('useConfirmedAction', () => {
  it('is busy while the call runs and stays busy once it succeeds, until the modal closes', async () => {
    let finish = () => {};
    const call = () => new Promise<void>((resolve) => (finish = resolve));
    const { result } = renderHook(() => useConfirmedAction(call));
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.onConfirm();
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      await running;
    });
    expect(result.current).toMatchObject({ busy: true, error: null });
  });

  it("shows the server's refusal and lets the question be answered again", async () => {
    const refuse = () => Promise.reject(new ApiError('You cannot delete your own account', 409));
    const { result } = renderHook(() => useConfirmedAction(refuse));
    await act(() => result.current.onConfirm());
    expect(result.current).toMatchObject({
      busy: false,
      error: 'You cannot delete your own account',
    });
  });
});
