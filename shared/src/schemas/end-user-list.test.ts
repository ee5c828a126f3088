import type { EndUser } from '../model/end-users';
import { type FirstUsers, readUserList } from './end-user-list-reader';

const user = (n: number) => ({ id: `u${n}`, first_name: `Zoë ${n}`, last_name: 'Ng' }) as EndUser;
const users = Array.from({ length: 5 }, (_, index) => user(index + 1));
const json = (list: EndUser[]) => list.map((entry) => JSON.stringify(entry)).join(',');

/** A response whose body arrives in pieces of `size` bytes, cutting through characters. */
function responseInBytes(text: string, size: number): Response {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
  return new Response(body);
}

describe('readUserList', () => {
  const streamed = `{"total":5,"users":[\n${json(users.slice(0, 2))}\n,${json(users.slice(2))}\n]}`;

  it.each([1, 7, 4096])(
    'gives every user, and the first ones early, in %i-byte reads',
    async (size) => {
      const first: FirstUsers[] = [];
      const all = await readUserList(responseInBytes(streamed, size), (early) => first.push(early));
      expect(all).toEqual(users);
      expect(first).toEqual([{ users: users.slice(0, 2), total: 5 }]);
    },
  );

  it('reads a list written on one line whole', async () => {
    const first: FirstUsers[] = [];
    const all = await readUserList(responseInBytes(JSON.stringify({ users }), 3), (early) =>
      first.push(early),
    );
    expect(all).toEqual(users);
    expect(first).toEqual([]);
  });

  it('reads an empty list', async () => {
    expect(await readUserList(responseInBytes('{"total":0,"users":[\n]}', 5))).toEqual([]);
  });
});
