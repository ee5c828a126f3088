import { downloadFileName } from './download-file-name';

describe('downloadFileName', () => {
  const day = new Date(2025, 2, 7, 23, 30);

  it('names the template user-template-{tenant}-{YYYY-MM-DD}.csv', () => {
    expect(downloadFileName('template', 'Acme Corporation', day)).toBe(
      'user-template-Acme_Corporation-2025-03-07.csv',
    );
  });

  it('names the export users-{tenant}-{date}.csv, every non-alphanumeric becoming _', () => {
    expect(downloadFileName('users', 'Globex & Co. (EU)', day)).toBe(
      'users-Globex___Co___EU_-2025-03-07.csv',
    );
    expect(downloadFileName('users', 'Zürich/AG', day)).toBe('users-Z_rich_AG-2025-03-07.csv');
  });
});
