import { addressLine, addressPreview, formatDate, isWebAddress, truncate } from './cell-format';

const address = (type: string, city: string, state: string) => ({
  type,
  street: '',
  city,
  state,
  zipCode: '',
  country: 'USA',
});

describe('cell formatting', () => {
  it('cuts text after 30 characters with an ellipsis, and leaves 30 alone', () => {
    expect(truncate('a'.repeat(30))).toBe('a'.repeat(30));
    expect(truncate('a'.repeat(31))).toBe(`${'a'.repeat(30)}…`);
  });

  it("shows an address as 'type: city, state', dropping empty parts", () => {
    expect(addressLine(address('home', 'Austin', 'TX'))).toBe('home: Austin, TX');
    expect(addressLine(address('office', '', 'TX'))).toBe('office: TX');
    expect(addressLine(address('office', '', ''))).toBe('office');
  });

  it('previews two addresses and counts the rest', () => {
    const list = [address('home', 'A', ''), address('office', 'B', ''), address('home', 'C', '')];
    expect(addressPreview(list)).toEqual({ lines: ['home: A', 'office: B'], more: 1 });
    expect(addressPreview(null)).toEqual({ lines: [], more: 0 });
  });

  it('accepts only http and https addresses as links', () => {
    expect(isWebAddress('https://x.example')).toBe(true);
    expect(isWebAddress('HTTP://x.example')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('data:text/html,hi')).toBe(false);
  });

  it('formats dates and leaves bad ones blank', () => {
    expect(formatDate('2025-01-15T12:00:00.000Z')).toMatch(/2025/);
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
  });
});
