import { Button } from '@bizcard/shared/ui';
import styled from 'styled-components';
import { appName, clearPreview } from '../../../remotes/remote-choice';
import type { RemoteVersion } from '../api/read-remote-versions';
import { reloadPage } from '../lib/reload-page';
import { ABOUT_MESSAGES } from '../messages';

const Lines = styled.ul`
  list-style: none;
  margin: ${({ theme }) => `${theme.space(3)} 0 0`};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Line = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  overflow-wrap: anywhere;
`;

/**
 * The remotes this browser previews instead of their live version, each with Clear: the
 * preview ends and the page loads again with the live version.
 */
export function PreviewNotice({ remotes }: { remotes: RemoteVersion[] }) {
  const previewed = remotes.filter((remote) => remote.chosen === 'preview');
  if (!previewed.length) return null;
  return (
    <Lines>
      {previewed.map((remote) => (
        <Line key={remote.name}>
          <span>{`${ABOUT_MESSAGES.preview}: ${appName(remote.name)} ${remote.version}`}</span>
          <Button
            $variant="ghost"
            aria-label={`${ABOUT_MESSAGES.clearPreview} the preview of ${appName(remote.name)}`}
            onClick={() => {
              clearPreview(remote.name, window.sessionStorage);
              reloadPage();
            }}
          >
            {ABOUT_MESSAGES.clearPreview}
          </Button>
        </Line>
      ))}
    </Lines>
  );
}
