import { TEMPLATE_MESSAGES } from '../model';
import { checkImageFile } from './check-image-file';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const file = (bytes: number[] | string, name = 'logo.png', type = 'image/png') =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });

describe('checkImageFile', () => {
  test('accepts a PNG or a JPEG by its first bytes, whatever it is called', async () => {
    expect(await checkImageFile(file([...PNG, 0, 0, 0, 13]))).toBeNull();
    expect(await checkImageFile(file([0xff, 0xd8, 0xff, 0xe0, 0], 'photo.gif', ''))).toBeNull();
  });

  test('refuses a text file named fake.png, an SVG and a GIF with the type message', async () => {
    for (const refused of [
      file('just some text', 'fake.png'),
      file('<svg><script>alert(1)</script></svg>', 'logo.png'),
      file('GIF89a\u0001\u0000', 'a.gif', 'image/gif'),
      file(PNG.slice(0, 4)),
    ]) {
      expect(await checkImageFile(refused)).toBe(TEMPLATE_MESSAGES.imageType);
    }
  });

  test("says 'The file is empty.' for 0 bytes and the 5 MB message beyond 5 MB", async () => {
    expect(await checkImageFile(file([]))).toBe('The file is empty.');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png');
    expect(await checkImageFile(big)).toBe(TEMPLATE_MESSAGES.imageTooLarge);
  });
});
