import { Button, Muted, PageHeader, PageTitle, Row } from '@bizcard/shared/ui';
import { type ChangeEvent, useRef } from 'react';
import type { CsvActions } from '../hooks/use-csv-actions';

interface UsersHeaderProps {
  tenantName: string;
  csv: CsvActions;
  onNewUser: () => void;
}

/** The tenant's name and the four actions of spec §2; Upload CSV opens a hidden file input. */
export function UsersHeader({ tenantName, csv, onNewUser }: UsersHeaderProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const { busy, downloadTemplate, downloadUsers, upload } = csv;

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after fixing it) fires another change.
    event.target.value = '';
    if (file) void upload(file);
  };

  return (
    <PageHeader>
      <div>
        <Muted>Tenant Users</Muted>
        <PageTitle>{tenantName}</PageTitle>
      </div>
      <Row>
        <Button $variant="secondary" onClick={downloadTemplate} disabled={busy !== null}>
          {busy === 'template' ? 'Downloading...' : 'Download CSV Template'}
        </Button>
        <Button $variant="secondary" onClick={downloadUsers} disabled={busy !== null}>
          {busy === 'users' ? 'Downloading...' : 'Download User CSV'}
        </Button>
        <Button
          $variant="secondary"
          onClick={() => fileInput.current?.click()}
          disabled={busy !== null}
        >
          {busy === 'upload' ? 'Uploading...' : 'Upload CSV'}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".csv"
          hidden
          data-testid="csv-file-input"
          aria-label="CSV file"
          onChange={onFileChosen}
        />
        <Button onClick={onNewUser}>New User</Button>
      </Row>
    </PageHeader>
  );
}
