import * as z from 'zod/mini';
import {
  createTicketSchema,
  selfServeTicketSchema,
  ticketListQuerySchema,
  updateTicketSchema,
} from './support-tickets';

const firstMessage = (schema: z.ZodMiniType, value: unknown) =>
  z.safeParse(schema, value).error?.issues[0]?.message;

describe('support ticket requests', () => {
  test('a new ticket is trimmed and normal unless a priority is given', () => {
    expect(z.parse(createTicketSchema, { subject: '  Logo  ', description: ' Old logo ' })).toEqual(
      {
        subject: 'Logo',
        description: 'Old logo',
        priority: 'normal',
      },
    );
  });

  test('subject and description are required and limited, with the messages the API answers', () => {
    expect(firstMessage(createTicketSchema, { subject: ' ', description: 'D' })).toBe(
      'Subject is required',
    );
    expect(
      firstMessage(selfServeTicketSchema, { subject: 'x'.repeat(201), description: 'D' }),
    ).toBe('Subject must be at most 200 characters');
    expect(
      firstMessage(selfServeTicketSchema, { subject: 'S', description: 'x'.repeat(5001) }),
    ).toBe('Description must be at most 5000 characters');
  });

  test('a change names a status or a priority', () => {
    expect(firstMessage(updateTicketSchema, {})).toBe('Give a status or a priority to change');
    expect(firstMessage(updateTicketSchema, { status: 'done' })).toBe(
      'Status must be one of open, in_progress, waiting_on_customer, resolved, closed',
    );
    expect(z.parse(updateTicketSchema, { status: 'resolved' })).toEqual({ status: 'resolved' });
  });

  test('the list query reads page numbers from text and defaults to the first page of 20', () => {
    expect(z.parse(ticketListQuerySchema, {})).toEqual({ page: 1, page_size: 20 });
    expect(
      z.parse(ticketListQuerySchema, { page: '3', page_size: '50', q: '  TCK-1042 ' }),
    ).toEqual({
      page: 3,
      page_size: 50,
      q: 'TCK-1042',
    });
    expect(firstMessage(ticketListQuerySchema, { page_size: '0' })).toBe(
      'page_size must be a whole number from 1 to 100',
    );
  });
});
