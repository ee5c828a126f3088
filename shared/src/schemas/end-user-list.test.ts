import type { EndUser } from '../model/end-users';
import {
  END_USER_LIST_PIECES,
  endUserListWriter,
  type FirstUsers,
  readEndUserList,
} from './end-user-list';

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

describe('readEndUserList', () => {
  const streamed = `{"total":5,"users":[\n${json(users.slice(0, 2))}\n,${json(users.slice(2))}\n]}`;

  it.each([1, 7, 4096])(
    'gives every user, and the first ones early, in %i-byte reads',
    async (size) => {
      const first: FirstUsers[] = [];
      const all = await readEndUserList(responseInBytes(streamed, size), (early) =>
        first.push(early),
      );
      expect(all).toEqual(users);
      expect(first).toEqual([{ users: users.slice(0, 2), total: 5 }]);
    },
  );

  it('reads a list written on one line whole', async () => {
    const first: FirstUsers[] = [];
    const all = await readEndUserList(responseInBytes(JSON.stringify({ users }), 3), (early) =>
      first.push(early),
    );
    expect(all).toEqual(users);
    expect(first).toEqual([]);
  });

  it('reads an empty list', async () => {
    expect(await readEndUserList(responseInBytes('{"total":0,"users":[\n]}', 5))).toEqual([]);
  });
});

/** What the writer writes for `list`, as the text of one body. */
function written(list: EndUser[]): { text: string; headAfter: number } {
  const parts: string[] = [];
  let headAfter = -1;
  const writer = endUserListWriter(
    { write: (text) => parts.push(text), end: (text) => parts.push(text) },
    () => {
      headAfter = parts.length;
    },
  );
  for (const entry of list) writer.user(JSON.stringify(entry), list.length);
  writer.end();
  return { text: parts.join(''), headAfter };
}

describe('endUserListWriter', () => {
  const many = Array.from({ length: 2150 }, (_, index) => user(index + 1));

  it('writes the count first, then a piece of users a line: the first page, then larger ones', () => {
    const { text } = written(many);
    const lines = text.split('\n');
    expect(lines[0]).toBe('{"total":2150,"users":[');
    const sizes = lines
      .slice(1, -1)
      .map((line) => (JSON.parse(`[${line.replace(/^,/, '')}]`) as EndUser[]).length);
    expect(sizes).toEqual([END_USER_LIST_PIECES.first, END_USER_LIST_PIECES.next, 50]);
    expect(lines.at(-1)).toBe(']}');
    expect(JSON.parse(text)).toEqual({ total: 2150, users: many });
  });

  it('writes the head of an empty list, which the reader reads as no users', async () => {
    const { text, headAfter } = written([]);
    expect(text).toBe('{"total":0,"users":[\n]}');
    expect(headAfter).toBe(1);
    expect(await readEndUserList(responseInBytes(text, 5))).toEqual([]);
  });

  it('is read back by readEndUserList, the first page before the rest', async () => {
    const first: FirstUsers[] = [];
    const all = await readEndUserList(responseInBytes(written(many).text, 1000), (early) =>
      first.push(early),
    );
    expect(all).toEqual(many);
    expect(first).toEqual([{ users: many.slice(0, END_USER_LIST_PIECES.first), total: 2150 }]);
  });
});
