import fc from 'fast-check';
import { holdsWord, tenantLocation } from './tenant-location';

/** The definition holdsWord keeps: the word between non-letters, non-digits or the ends. */
function holdsWordByRegExp(text: string, word: string, ignoreCase: boolean): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const flags = ignoreCase ? 'ui' : 'u';
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, flags).test(text);
}

// Letters and digits of several scripts (one outside the BMP), separators, and characters
// that mean something in a RegExp.
const CHARACTERS = [...'aAcCéÉжЖ٣7 ,.-()*+?', '𝒜'];
const textOf = (maxLength: number) =>
  fc.array(fc.constantFrom(...CHARACTERS), { maxLength }).map((chars) => chars.join(''));

describe('holdsWord', () => {
  it('finds a whole word exactly where the RegExp definition does', () => {
    fc.assert(
      fc.property(textOf(12), textOf(3).filter(Boolean), fc.boolean(), (text, word, ignoreCase) => {
        expect(holdsWord(text, word, ignoreCase)).toBe(holdsWordByRegExp(text, word, ignoreCase));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a word beside a letter outside the BMP as part of a longer word', () => {
    expect(holdsWord('𝒜CA 94105', 'CA', false)).toBe(false);
    expect(holdsWord('𝒜 CA 94105', 'CA', false)).toBe(true);
  });
});

describe('tenantLocation', () => {
  it('leaves out a state the address names in another case', () => {
    const tenant = { address: '1 Main St, Austin, texas', state: 'Texas', country: 'USA' };
    expect(tenantLocation(tenant)).toBe('1 Main St, Austin, texas, USA');
  });
});
