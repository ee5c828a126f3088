import type { Batch, BatchCard, BatchDetail } from '@bizcard/shared/model';
import { ACME, setUpTenantScreenApi, signInAsAdmin, TEST_API } from '@bizcard/shared/testing';
import { ThemeRoot } from '@bizcard/shared/ui';
import { render, screen } from '@testing-library/react';
import nock from 'nock';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { BatchesPage } from './components/batches-page';

export const API = TEST_API;
export const JSON_HEADERS = { 'content-type': 'application/json' };
export const BATCHES_URL = `/api/management/batches/${ACME.id}`;
export const BATCH_ID = 'b0000000-0000-4000-8000-000000000001';
export const BATCH_URL = `${BATCHES_URL}/${BATCH_ID}`;

/** A super admin with Acme selected, before each test. */
export const setUpApi = () =>
  setUpTenantScreenApi({ beforeEachTest: () => signInAsAdmin('superAdmin') });

export const makeBatch = (overrides: Partial<Batch> = {}): Batch => ({
  id: BATCH_ID,
  tenant_id: ACME.id,
  name: 'Q1 New Hires',
  file_name: 'hires.csv',
  row_count: 2,
  created_by: 'admin-1',
  created_by_email: 'super@example.com',
  created_at: '2025-03-01T12:00:00.000Z',
  status: 'ready',
  encoded_count: 0,
  ...overrides,
});

export const makeCard = (n: number, overrides: Partial<BatchCard> = {}): BatchCard => ({
  end_user_id: `user-${n}`,
  row_number: n + 1,
  name: `Person ${n}`,
  email: `person${n}@acme.example`,
  card_url: `http://localhost:8080/c/person-${n}`,
  chip_uid: null,
  state: 'active',
  ...overrides,
});

export const makeDetail = (
  cards: BatchCard[] = [makeCard(1), makeCard(2)],
  overrides: Partial<BatchDetail> = {},
): BatchDetail => ({
  batch: makeBatch({ row_count: cards.length }),
  cards,
  total: cards.length,
  offset: 0,
  limit: 500,
  ...overrides,
});

export const replyWithBatches = (batches: Batch[]) =>
  nock(API).get(BATCHES_URL).reply(200, { batches }, JSON_HEADERS);

export const replyWithDetail = (detail: BatchDetail = makeDetail(), offset = 0) =>
  nock(API)
    .get(BATCH_URL)
    .query({ offset: String(offset), limit: '500' })
    .reply(200, detail, JSON_HEADERS);

function Location() {
  return <output aria-label="Location">{useLocation().pathname}</output>;
}

/** The page at `path`, routed as the shell routes /tenants/batches and one batch of it. */
export function renderBatches(path = '/tenants/batches') {
  return render(
    <ThemeRoot>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/tenants/batches" element={<BatchesPage />} />
          <Route path="/tenants/batches/:batchId" element={<BatchesPage />} />
        </Routes>
        <Location />
      </MemoryRouter>
    </ThemeRoot>,
  );
}

export const currentPath = () => screen.getByRole('status', { name: 'Location' }).textContent;
