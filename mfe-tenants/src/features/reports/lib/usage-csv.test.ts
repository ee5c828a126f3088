import { usageCsv, usageFileName } from './usage-csv';

describe('usageCsv', () => {
  it('writes a header and one line per day, oldest first, with CRLF line ends', () => {
    const csv = usageCsv([
      { day: '2025-03-01', views: 4, saves: 1, scans: 0 },
      { day: '2025-03-02', views: 0, saves: 0, scans: 2 },
    ]);
    expect(csv).toBe('Day,Views,Saves,Scans\r\n2025-03-01,4,1,0\r\n2025-03-02,0,0,2\r\n');
  });
});

describe('usageFileName', () => {
  it.each([
    ['Acme Corporation', 30, 'usage-acme-corporation-30d.csv'],
    ['Globex & Co.', 90, 'usage-globex-co-90d.csv'],
    ['***', 30, 'usage-tenant-30d.csv'],
  ])('names the file of %s over %i days %s', (name, days, expected) => {
    expect(usageFileName(name, days)).toBe(expected);
  });
});
