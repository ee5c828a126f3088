import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { registerErrorHandlers } from '../src/error-handlers';
import { HttpError } from '../src/errors';

test("unexpected errors answer 500 'Internal server error' without details", async () => {
  const app = Fastify();
  registerErrorHandlers(app);
  app.get('/boom', async () => {
    throw new Error('secret database detail');
  });
  app.get('/conflict', async () => {
    throw new HttpError(409, 'Already there');
  });
  const boom = await app.inject({ url: '/boom' });
  assert.equal(boom.statusCode, 500);
  assert.deepEqual(boom.json(), { message: 'Internal server error' });
  const conflict = await app.inject({ url: '/conflict' });
  assert.equal(conflict.statusCode, 409);
  assert.deepEqual(conflict.json(), { message: 'Already there' });
  await app.close();
});
