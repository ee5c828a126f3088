import {
  registrationLinksCsv,
  registrationLinksFileName,
  registrationLinksText,
} from './registration-links-file';

const LINKS = [
  {
    id: '1',
    first_name: 'Ada',
    last_name: 'Lovelace, Countess',
    email: 'ada@example.com',
    url: 'http://x/r?token=a',
  },
  {
    id: '2',
    first_name: '=HYPERLINK("evil")',
    last_name: 'Quote"s',
    email: 'eve@example.com',
    url: 'http://x/r?token=b',
  },
];

describe('registration links as a file and as text', () => {
  it("writes the export's column names, quotes what needs it and defuses formulas", () => {
    expect(registrationLinksCsv(LINKS)).toBe(
      '\uFEFFfirst_name,last_name,email,registration_link\r\n' +
        'Ada,"Lovelace, Countess",ada@example.com,http://x/r?token=a\r\n' +
        `"'=HYPERLINK(""evil"")","Quote""s",eve@example.com,http://x/r?token=b\r\n`,
    );
  });

  it('copies one tab-separated line per person: name, email, link', () => {
    expect(registrationLinksText(LINKS.slice(0, 1))).toBe(
      'Ada Lovelace, Countess\tada@example.com\thttp://x/r?token=a',
    );
  });

  it('names the file like the other downloads', () => {
    expect(registrationLinksFileName('Globex & Co.', new Date(2026, 10, 27))).toBe(
      'registration-links-Globex___Co_-2026-11-27.csv',
    );
  });
});
