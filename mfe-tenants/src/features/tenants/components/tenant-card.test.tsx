import { ACME } from '@bizcard/shared/testing';
import { screen } from '@testing-library/react';
import { renderRoute } from '../test-utils';
import { TenantCard } from './tenant-card';

const renderCard = (place: Partial<typeof ACME>) =>
  renderRoute(
    <TenantCard tenant={{ ...ACME, ...place }} selected={false} onSelect={() => {}} />,
    '/tenants',
    '/tenants',
  );

describe('TenantCard', () => {
  it("shows each part of the location once: '…CA 94105, USA', not '…CA 94105, California, USA'", () => {
    renderCard({
      address: '350 Mission Street, Suite 1200, San Francisco, CA 94105',
      state: 'California',
      country: 'USA',
    });
    expect(
      screen.getByText('350 Mission Street, Suite 1200, San Francisco, CA 94105, USA'),
    ).toBeInTheDocument();
  });

  it('leaves out a state or country the address already names in full, in any case', () => {
    renderCard({
      address: '1 Rocket Road, Hawthorne, california, usa',
      state: 'California',
      country: 'USA',
    });
    expect(screen.getByText('1 Rocket Road, Hawthorne, california, usa')).toBeInTheDocument();
  });

  it('adds the state and country the address does not name, skipping empty parts', () => {
    renderCard({ address: '1 Rocket Road', state: 'CA', country: 'USA' });
    expect(screen.getByText('1 Rocket Road, CA, USA')).toBeInTheDocument();
  });

  it("reads a state's code only as a whole word in capitals: 'Cambridge' keeps 'California'", () => {
    renderCard({ address: 'Cape Road 3, Cambridge', state: 'California', country: null });
    expect(screen.getByText('Cape Road 3, Cambridge, California')).toBeInTheDocument();
  });
});
