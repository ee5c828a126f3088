import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError, GENERIC_API_ERROR } from './api-error';
import { type ServerDataLoader, useServerData } from './use-server-data';

/** A server answer the test sends when it chooses, with the signal the call was given. */
interface PendingCall<T> {
  key: string;
  signal: AbortSignal;
  resolve: (data: T) => void;
  reject: (error: unknown) => void;
}

function fakeServer<T>() {
  const calls: PendingCall<T>[] = [];
  const load = (key: string, signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ key, signal, resolve, reject });
    });
  return { calls, load };
}

/** Renders the hook for `key`; rerender({ key }) changes its deps. */
function renderLoader<T>(load: (key: string, signal: AbortSignal) => Promise<T>, key = 'a') {
  return renderHook(
    ({ key: current }) => useServerData((signal) => load(current, signal), [current]),
    { initialProps: { key } },
  );
}

describe('useServerData', () => {
  it('is loading until the answer comes, then ready with its data', async () => {
    const server = fakeServer<string[]>();
    const { result } = renderLoader(server.load);
    expect(result.current.status).toBe('loading');

    await act(async () => server.calls[0].resolve(['Acme', 'Globex']));
    expect(result.current).toMatchObject({ status: 'ready', data: ['Acme', 'Globex'] });
  });

  it("fails with the error's message, keeping the error for screens that tell statuses apart", async () => {
    const refusal = new ApiError('Database unavailable', 500);
    const { result } = renderHook(() => useServerData(() => Promise.reject(refusal), []));

    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current).toMatchObject({ message: 'Database unavailable', error: refusal });
  });

  it("shows 'API request failed' for a failure without a message", async () => {
    const load: ServerDataLoader<never> = () => Promise.reject('no message here');
    const { result } = renderHook(() => useServerData(load, []));
    await waitFor(() => expect(result.current).toMatchObject({ message: GENERIC_API_ERROR }));
  });

  it('fails like a rejection when the loader throws before returning a promise', async () => {
    const { result } = renderHook(() =>
      useServerData((): Promise<string> => {
        throw new Error('Bad tenant id');
      }, []),
    );
    await waitFor(() => expect(result.current).toMatchObject({ message: 'Bad tenant id' }));
  });

  it('is loading again at once when the deps change, and drops the older answer', async () => {
    const server = fakeServer<string>();
    const { result, rerender } = renderLoader(server.load, 'acme');
    await act(async () => server.calls[0].resolve('Acme Corporation'));

    rerender({ key: 'globex' });
    expect(result.current.status).toBe('loading');
    rerender({ key: 'initech' });
    const [, globex, initech] = server.calls;
    expect(globex.signal.aborted).toBe(true);
    expect(initech.signal.aborted).toBe(false);

    await act(async () => initech.resolve('Initech'));
    await act(async () => globex.resolve('Globex'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'Initech' });
  });

  it('drops a failure that answers older deps', async () => {
    const server = fakeServer<string>();
    const { result, rerender } = renderLoader(server.load, 'acme');
    rerender({ key: 'globex' });

    await act(async () => server.calls[0].reject(new Error('Acme is gone')));
    expect(result.current.status).toBe('loading');
    await act(async () => server.calls[1].resolve('Globex'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'Globex' });
  });

  it('aborts the call on unmount and ignores its late answer', async () => {
    const server = fakeServer<string>();
    const { result, unmount } = renderLoader(server.load);
    unmount();

    expect(server.calls[0].signal.aborted).toBe(true);
    await act(async () => server.calls[0].resolve('too late'));
    expect(result.current.status).toBe('loading');
  });

  it('reloads on demand, keeping the data on screen until the new answer', async () => {
    const server = fakeServer<number>();
    const { result } = renderLoader(server.load);
    await act(async () => server.calls[0].resolve(1));

    act(() => result.current.reload());
    expect(server.calls).toHaveLength(2);
    expect(result.current).toMatchObject({ status: 'ready', data: 1 });
    await act(async () => server.calls[1].resolve(2));
    expect(result.current).toMatchObject({ status: 'ready', data: 2 });
  });

  it('aborts a reload that a newer reload overtakes', async () => {
    const server = fakeServer<number>();
    const { result } = renderLoader(server.load);
    act(() => result.current.reload());

    expect(server.calls[0].signal.aborted).toBe(true);
    await act(async () => server.calls[1].resolve(2));
    await act(async () => server.calls[0].resolve(1));
    expect(result.current).toMatchObject({ status: 'ready', data: 2 });
  });

  it('turns an error into data once a reload succeeds', async () => {
    const server = fakeServer<string>();
    const { result } = renderLoader(server.load);
    await act(async () => server.calls[0].reject(new Error('Database unavailable')));
    expect(result.current.status).toBe('error');

    act(() => result.current.reload());
    await act(async () => server.calls[1].resolve('back'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'back' });
  });

  it('updates loaded data in place, and changes nothing before it has loaded', async () => {
    const server = fakeServer<string[]>();
    const { result } = renderLoader(server.load);
    act(() => result.current.update((names) => [...names, 'ignored']));
    expect(result.current.status).toBe('loading');

    await act(async () => server.calls[0].resolve(['Acme']));
    act(() => result.current.update((names) => [...names, 'Globex']));
    expect(result.current).toMatchObject({ status: 'ready', data: ['Acme', 'Globex'] });
    expect(server.calls).toHaveLength(1);
  });

  it('asks nothing and is idle while not enabled, then loads once enabled', async () => {
    const server = fakeServer<string>();
    const { result, rerender } = renderHook(
      ({ id }) => useServerData((signal) => server.load(id ?? '', signal), [id], { enabled: !!id }),
      { initialProps: { id: null as string | null } },
    );
    expect(result.current.status).toBe('idle');
    expect(server.calls).toHaveLength(0);

    rerender({ id: 't-1' });
    expect(result.current.status).toBe('loading');
    expect(server.calls.map((call) => call.key)).toEqual(['t-1']);
    await act(async () => server.calls[0].resolve('Acme'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'Acme' });
  });

  it('shows an answer already in hand at once without asking, and asks once its deps change', async () => {
    const server = fakeServer<string[]>();
    const { result, rerender } = renderHook(
      ({ key }) =>
        useServerData((signal) => server.load(key, signal), [key], {
          initial: key === 'a' ? ['Acme'] : undefined,
        }),
      { initialProps: { key: 'a' } },
    );
    expect(result.current).toMatchObject({ status: 'ready', data: ['Acme'] });
    expect(server.calls).toHaveLength(0);

    rerender({ key: 'b' });
    expect(result.current.status).toBe('loading');
    await act(async () => server.calls[0].resolve(['Globex']));
    expect(server.calls.map((call) => call.key)).toEqual(['b']);
    expect(result.current).toMatchObject({ status: 'ready', data: ['Globex'] });
  });

  it('asks again on reload after starting from an answer in hand', async () => {
    const server = fakeServer<string[]>();
    const { result } = renderHook(() =>
      useServerData((signal) => server.load('a', signal), [], { initial: ['Acme'] }),
    );
    act(() => result.current.reload());
    await act(async () => server.calls[0].resolve(['Acme', 'Initech']));
    expect(result.current).toMatchObject({ status: 'ready', data: ['Acme', 'Initech'] });
  });
});
