import { useServerData } from '@bizcard/shared/api';
import { LoadFailed, Modal, Spinner } from '@bizcard/shared/ui';
import styled from 'styled-components';
import { readRemoteVersions } from '../api/read-remote-versions';
import { useRemoteLoadStates } from '../hooks/use-remote-load-states';
import { ABOUT_MESSAGES } from '../messages';
import { Facts } from './facts';
import { PreviewNotice } from './preview-notice';
import { RemoteList } from './remote-list';

const Section = styled.h3`
  margin: ${({ theme }) => `${theme.space(5)} 0 ${theme.space(3)}`};
`;

// Compiled in by webpack.common.js (DefinePlugin); a test sets it in process.env.
const shellVersion = () => process.env.APP_VERSION ?? ABOUT_MESSAGES.unknownVersion;

interface AboutDialogProps {
  onClose: () => void;
}

/** The dashboard's own version and, for each remote, its version, URL and load state here. */
export default function AboutDialog({ onClose }: AboutDialogProps) {
  const remotes = useServerData(readRemoteVersions, []);
  const states = useRemoteLoadStates();
  return (
    <Modal title={ABOUT_MESSAGES.title} onClose={onClose} wide>
      <Facts>
        <dt>{ABOUT_MESSAGES.shellVersion}</dt>
        <dd>{shellVersion()}</dd>
      </Facts>
      {remotes.status === 'ready' && <PreviewNotice remotes={remotes.data} />}
      <Section>{ABOUT_MESSAGES.remotes}</Section>
      {remotes.status === 'loading' && <Spinner label={ABOUT_MESSAGES.loading} />}
      {remotes.status === 'error' && (
        <LoadFailed message={ABOUT_MESSAGES.remotesUnreadable} onRetry={remotes.reload} />
      )}
      {remotes.status === 'ready' && <RemoteList remotes={remotes.data} states={states} />}
    </Modal>
  );
}
