import { csvBannerTone } from './csv-banner-tone';

describe('csvBannerTone', () => {
  it.each([
    ['CSV uploaded successfully! 1 users created, 0 users updated.', 'success'],
    ['Template downloaded', 'success'],
    ['Failed to upload CSV: bad header', 'error'],
    ['Please select a CSV file', 'error'],
    ['Received empty or invalid file from server', 'error'],
  ])("'%s' is %s", (text, tone) => {
    expect(csvBannerTone(text)).toBe(tone);
  });
});
