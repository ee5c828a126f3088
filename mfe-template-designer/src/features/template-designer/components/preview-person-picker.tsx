import { listEndUsers, useServerData } from '@bizcard/shared/api';
import { type EndUser, type EndUserFields, SAMPLE_PERSON } from '@bizcard/shared/model';
import { Input, Row, Select } from '@bizcard/shared/ui';
import { useId, useMemo, useState } from 'react';

const SAMPLE = 'sample';
const MAX_OPTIONS = 50;

const nameOf = (user: EndUser) => `${user.first_name} ${user.last_name}`.trim();

/**
 * 'Preview as': the sample person or an end user of the tenant. The list loads on first use
 * only: a tenant may have 10,000 users, and most visits never ask for them.
 */
export function PreviewPersonPicker({
  tenantId,
  onPick,
}: {
  tenantId: string;
  onPick: (person: EndUserFields | EndUser) => void;
}) {
  const [wanted, setWanted] = useState(false);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState(SAMPLE);
  const users = useServerData((signal) => listEndUsers(tenantId, signal), [tenantId], {
    enabled: wanted,
  });
  const selectId = useId();
  const all = users.status === 'ready' ? users.data : [];
  const matching = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const found = all.filter((user) =>
      `${nameOf(user)} ${user.email}`.toLowerCase().includes(needle),
    );
    // The chosen person stays in the list while the search moves on.
    const kept = all.find((user) => user.id === chosen);
    return kept && !found.includes(kept) ? [kept, ...found] : found;
  }, [all, search, chosen]);

  const pick = (id: string) => {
    setChosen(id);
    onPick(all.find((user) => user.id === id) ?? SAMPLE_PERSON);
  };

  return (
    <Row onFocus={() => setWanted(true)} onPointerDown={() => setWanted(true)}>
      <label htmlFor={selectId}>Preview as</label>
      <Input
        type="search"
        aria-label="Search end users"
        placeholder="Search by name or email"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        style={{ width: 220 }}
      />
      <Select
        id={selectId}
        value={chosen}
        onChange={(event) => pick(event.target.value)}
        style={{ width: 240 }}
      >
        <option value={SAMPLE}>Sample person</option>
        {users.status === 'loading' && <option disabled>Loading users...</option>}
        {matching.slice(0, MAX_OPTIONS).map((user) => (
          <option key={user.id} value={user.id}>
            {nameOf(user)} ({user.email})
          </option>
        ))}
      </Select>
    </Row>
  );
}
