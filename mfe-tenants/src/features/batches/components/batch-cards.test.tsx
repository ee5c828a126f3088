import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import {
  API,
  BATCH_ID,
  BATCH_URL,
  JSON_HEADERS,
  makeBatch,
  makeCard,
  makeDetail,
  renderBatches,
  replyWithDetail,
  setUpApi,
} from '../test-utils';

setUpApi();

async function openBatch() {
  renderBatches(`/tenants/batches/${BATCH_ID}`);
  return screen.findByRole('table');
}

const facts = () => screen.getByLabelText('About this batch');
const rowOf = (row: number) => screen.getAllByRole('row')[row]!;
const encodedCard = (n: number) => makeCard(n, { chip_uid: `04A1B2C3D4E5F${n}` });

describe("'Mark as shipped'", () => {
  it('waits until the batch is Encoded', async () => {
    replyWithDetail();
    await openBatch();

    expect(screen.getByRole('button', { name: 'Mark as shipped' })).toBeDisabled();
  });

  it('moves an Encoded batch to Shipped', async () => {
    const detail = makeDetail([encodedCard(1)]);
    detail.batch = makeBatch({ status: 'encoded', encoded_count: 1, row_count: 1 });
    replyWithDetail(detail);
    let sent: unknown = null;
    nock(API)
      .patch(BATCH_URL, (body) => {
        sent = body;
        return true;
      })
      .reply(200, { ...detail.batch, status: 'shipped' }, JSON_HEADERS);
    await openBatch();

    await userEvent.click(screen.getByRole('button', { name: 'Mark as shipped' }));

    expect(await screen.findByText('Batch marked as shipped.')).toBeVisible();
    expect(sent).toEqual({ status: 'shipped' });
    expect(facts()).toHaveTextContent(/Status\s*Shipped/);
    expect(screen.getByRole('button', { name: 'Mark as shipped' })).toBeDisabled();
  });
});

describe("a person's card", () => {
  it("'Block card' asks first, and Cancel keeps the card", async () => {
    const block = nock(API).post(`${BATCH_URL}/cards/user-1/block`).reply(200, {}, JSON_HEADERS);
    replyWithDetail(makeDetail([encodedCard(1)]));
    await openBatch();

    await userEvent.click(screen.getByRole('button', { name: 'Block card of Person 1' }));
    const question = screen.getByRole('alertdialog', { name: 'Block card' });
    expect(question).toHaveTextContent(
      'Block the card of Person 1? Its chip UID will be refused for any card recorded from now on.',
    );
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(block.isDone()).toBe(false);
  });

  it('blocks the card, then offers a replacement that joins the batch awaiting encoding', async () => {
    const blocked = makeCard(1, { chip_uid: '04A1B2C3D4E5F1', state: 'blocked' });
    const replacement = makeCard(1, { row_number: 3 });
    replyWithDetail(makeDetail([encodedCard(1)]));
    nock(API).post(`${BATCH_URL}/cards/user-1/block`).reply(200, blocked, JSON_HEADERS);
    replyWithDetail(makeDetail([blocked]));
    nock(API).post(`${BATCH_URL}/cards/user-1/replace`).reply(200, replacement, JSON_HEADERS);
    replyWithDetail(makeDetail([blocked, replacement]));
    await openBatch();

    await userEvent.click(screen.getByRole('button', { name: 'Block card of Person 1' }));
    const question = screen.getByRole('alertdialog', { name: 'Block card' });
    await userEvent.click(within(question).getByRole('button', { name: 'Block card' }));

    expect(await screen.findByText('Card of Person 1 blocked.')).toBeVisible();
    await waitFor(() => expect(rowOf(1)).toHaveTextContent('Blocked'));
    await userEvent.click(screen.getByRole('button', { name: 'Replace card of Person 1' }));

    expect(
      await screen.findByText(
        'A new card for Person 1 awaits encoding: it is in the next encoding file.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    expect(rowOf(2)).toHaveTextContent('Not encoded');
    expect(screen.queryByRole('button', { name: 'Replace card of Person 1' })).toBeNull();
  });

  it("shows the API's refusal inside the question", async () => {
    replyWithDetail(makeDetail([encodedCard(1)]));
    nock(API)
      .post(`${BATCH_URL}/cards/user-1/block`)
      .reply(409, { message: 'The card is blocked already' }, JSON_HEADERS);
    await openBatch();

    await userEvent.click(screen.getByRole('button', { name: 'Block card of Person 1' }));
    const question = screen.getByRole('alertdialog', { name: 'Block card' });
    await userEvent.click(within(question).getByRole('button', { name: 'Block card' }));

    expect(await within(question).findByRole('alert')).toHaveTextContent(
      'Error: The card is blocked already',
    );
  });
});

describe('a large batch', () => {
  it('shows its cards 500 at a time', async () => {
    // One card stands for the page of 500: rendering 500 rows in jsdom takes seconds.
    replyWithDetail(makeDetail([makeCard(1)], { total: 620 }));
    replyWithDetail(makeDetail([makeCard(501)], { total: 620, offset: 500 }), 500);
    await openBatch();

    expect(screen.getByText('Showing 1-500 of 620 cards')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Showing 501-620 of 620 cards')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});

describe("'Mark as ready for encoding'", () => {
  it('moves a Draft (a batch stored before batches were orders) to Ready for encoding', async () => {
    const detail = makeDetail();
    detail.batch = makeBatch({ status: 'draft' });
    replyWithDetail(detail);
    nock(API)
      .patch(BATCH_URL, { status: 'ready' })
      .reply(200, { ...detail.batch, status: 'ready' }, JSON_HEADERS);
    await openBatch();
    expect(screen.queryByRole('button', { name: 'Mark as shipped' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Mark as ready for encoding' }));

    expect(await screen.findByText('Batch marked as ready for encoding.')).toBeVisible();
    expect(facts()).toHaveTextContent(/Status\s*Ready for encoding/);
    expect(screen.getByRole('button', { name: 'Mark as shipped' })).toBeDisabled();
  });
});
