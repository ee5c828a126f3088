import { TEMPLATE_MESSAGES } from '@bizcard/shared/model';
import { ACME } from '@bizcard/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { API, renderDesigner, setUpApi } from '../test-utils';

setUpApi();

const preview = () => within(screen.getByRole('region', { name: 'Card preview' }));

const endUser = (n: number, first: string, last: string, title: string) => ({
  id: `user-${n}`,
  tenant_id: ACME.id,
  first_name: first,
  last_name: last,
  email: `${first.toLowerCase()}@acme.example`,
  role: 'User',
  pronouns: null,
  phone_work: null,
  phone_direct: null,
  phone_cell: null,
  title,
  company: 'Acme',
  department: null,
  accreditations: null,
  website: null,
  linkedin: null,
  facebook: null,
  instagram: null,
  x_twitter: null,
  youtube: null,
  reddit: null,
  addresses: [],
  embedded_url: `http://localhost:8080/c/card-${n}`,
  qr_code: `http://localhost:8080/c/card-${n}/qr.png`,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
});

describe('card preview', () => {
  test('Add to Contacts downloads a vCard named after the person and says so for 5 seconds', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:vcard';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('Jordan_Smith.vcf');
    });
    await renderDesigner({});
    jest.useFakeTimers();
    act(() => preview().getByRole('button', { name: 'Add to Contacts' }).click());
    expect(click).toHaveBeenCalled();
    const text = await blobs[0]!.text();
    expect(
      text.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\nN:Smith;Jordan;;;\r\nFN:Jordan Smith\r\n'),
    ).toBe(true);
    expect(screen.getByText(TEMPLATE_MESSAGES.vcardDownloaded)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5_000));
    expect(screen.queryByText(TEMPLATE_MESSAGES.vcardDownloaded)).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  test('Preview as shows any end user of the tenant, found by search, with the mapping applied', async () => {
    nock(API)
      .get(`/api/management/users/${ACME.id}`)
      .reply(200, {
        users: [
          endUser(1, 'Grace', 'Hopper', 'Admiral'),
          endUser(2, 'Alan', 'Turing', 'Mathematician'),
        ],
      });
    const user = userEvent.setup();
    await renderDesigner({
      fieldMapping: { firstName: '{{FIRST_NAME}}', lastName: '', jobTitle: '{{JOB_TITLE}}' },
    });
    await user.type(screen.getByRole('searchbox', { name: 'Search end users' }), 'turing');
    const picker = screen.getByRole('combobox', { name: 'Preview as' });
    await screen.findByRole('option', { name: /Alan Turing/ });
    expect(within(picker).queryByRole('option', { name: /Grace Hopper/ })).not.toBeInTheDocument();
    await user.selectOptions(picker, 'user-2');
    expect(preview().getByRole('heading', { name: 'Alan' })).toBeInTheDocument();
    expect(preview().getByText('Mathematician')).toBeInTheDocument();
    await user.selectOptions(picker, 'sample');
    expect(preview().getByRole('heading', { name: 'Jordan' })).toBeInTheDocument();
  });
});
