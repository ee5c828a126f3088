import type { PassImages } from './pass-images';
import type { WalletCard } from './wallet-card';
import type { AppleWalletSettings } from './wallet-settings';

export const PKPASS = 'application/vnd.apple.pkpass';

/** #RRGGBB as pass.json writes colours. */
export const rgb = (hex: string): string => {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

const field = (key: string, label: string, value: string) => ({ key, label, value });

/**
 * A signed generic pass (.pkpass) of the card: the name large, the title and company under
 * it, a QR code of the card address, and the address on the back. passkit-generator writes
 * pass.json and manifest.json, signs the manifest (PKCS #7, detached) and zips it all. It and
 * node-forge load with the first pass asked for, not at start (decision 064).
 */
export async function applePass(
  card: WalletCard,
  images: PassImages,
  settings: AppleWalletSettings,
): Promise<Buffer> {
  const { PKPass } = await import('passkit-generator');
  const organization = card.company || card.name;
  const pass = new PKPass(
    images,
    {
      signerCert: settings.certificate,
      signerKey: settings.key,
      signerKeyPassphrase: settings.keyPassphrase,
      wwdr: settings.wwdrCertificate,
    },
    {
      formatVersion: 1,
      passTypeIdentifier: settings.passTypeId,
      teamIdentifier: settings.teamId,
      serialNumber: card.id,
      organizationName: organization,
      description: `Business card of ${card.name}`,
      logoText: images['logo.png'] ? undefined : organization,
      backgroundColor: rgb(card.colours.background),
      foregroundColor: rgb(card.colours.foreground),
      labelColor: rgb(card.colours.label),
      sharingProhibited: false,
    },
  );
  pass.type = 'generic';
  pass.primaryFields.push(field('name', '', card.name));
  if (card.jobTitle) pass.secondaryFields.push(field('title', 'Title', card.jobTitle));
  if (card.company) pass.secondaryFields.push(field('company', 'Company', card.company));
  pass.backFields.push(field('card', 'Card', card.cardUrl));
  pass.setBarcodes({
    message: card.qrMessage,
    format: 'PKBarcodeFormatQR',
    messageEncoding: 'iso-8859-1',
    altText: card.cardUrl.replace(/^https?:\/\//, ''),
  });
  return pass.getAsBuffer();
}
