import { useId } from 'react';
import styled from 'styled-components';
import type { RemoteLoadState } from '../../../remotes/remote-load-status';
import type { RemoteVersion } from '../api/read-remote-versions';
import { ABOUT_MESSAGES, CHOSEN_TEXT, LOAD_STATE_TEXT } from '../messages';
import { Facts } from './facts';

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Item = styled.li`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Name = styled.h4`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-family: ${({ theme }) => theme.fonts.mono};
`;

// URLs are long and unbroken: they wrap anywhere rather than widen the dialog.
const Url = styled.dd`
  overflow-wrap: anywhere;
`;

interface RemoteListProps {
  remotes: RemoteVersion[];
  states: ReadonlyMap<string, RemoteLoadState>;
}

/** Each remote: the version used here, where it is served from, and whether it loaded here. */
export function RemoteList({ remotes, states }: RemoteListProps) {
  return (
    <Items>
      {remotes.map((remote) => (
        <RemoteItem key={remote.name} remote={remote} state={states.get(remote.name)} />
      ))}
    </Items>
  );
}

function RemoteItem({ remote, state }: { remote: RemoteVersion; state?: RemoteLoadState }) {
  const nameId = useId();
  return (
    <Item aria-labelledby={nameId}>
      <Name id={nameId}>{remote.name}</Name>
      <Facts>
        <dt>{ABOUT_MESSAGES.version}</dt>
        <dd>
          {remote.version ?? ABOUT_MESSAGES.unknownVersion}
          {remote.chosen && CHOSEN_TEXT[remote.chosen]}
        </dd>
        <dt>{ABOUT_MESSAGES.url}</dt>
        <Url>{remote.url}</Url>
        <dt>{ABOUT_MESSAGES.status}</dt>
        <dd>{LOAD_STATE_TEXT[state ?? 'not-loaded']}</dd>
      </Facts>
    </Item>
  );
}
