import type { WalletCard } from './wallet-card';
import type { GoogleWalletSettings } from './wallet-settings';

export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';

// One class per installation, made by the first save (the JWT carries it): the objects only
// need it to exist. Ids are `{issuer id}.{suffix}`, suffixes of letters, digits, . _ -.
const CLASS_SUFFIX = 'bizcard_card';

const text = (value: string) => ({ defaultValue: { language: 'en', value } });

/** The card as a Google Wallet `GenericObject`. */
export function genericObject(card: WalletCard, issuerId: string, logoUrl: string | null) {
  return {
    id: `${issuerId}.${card.id}`,
    classId: `${issuerId}.${CLASS_SUFFIX}`,
    cardTitle: text(card.company || card.name),
    header: text(card.name),
    ...(card.jobTitle ? { subheader: text(card.jobTitle) } : {}),
    barcode: { type: 'QR_CODE', value: card.qrMessage, alternateText: card.cardUrl },
    hexBackgroundColor: card.colours.background,
    ...(logoUrl ? { logo: { sourceUri: { uri: logoUrl } } } : {}),
    linksModuleData: { uris: [{ uri: card.cardUrl, description: 'Card', id: 'card' }] },
  };
}

/**
 * The 'Save to Google Wallet' address: a JWT signed (RS256) with the service account's key,
 * carrying the card's generic object and its class. `origins` is the public address the
 * link is followed from. jose loads with the first link asked for, not at start (decision 064).
 */
export async function googleSaveUrl(
  card: WalletCard,
  settings: GoogleWalletSettings,
  publicAppUrl: string,
  logoUrl: string | null,
): Promise<string> {
  const { importPKCS8, SignJWT } = await import('jose');
  const key = await importPKCS8(settings.privateKey, 'RS256');
  const jwt = await new SignJWT({
    typ: 'savetowallet',
    origins: [new URL(publicAppUrl).origin],
    payload: {
      genericClasses: [{ id: `${settings.issuerId}.${CLASS_SUFFIX}` }],
      genericObjects: [genericObject(card, settings.issuerId, logoUrl)],
    },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: settings.privateKeyId })
    .setIssuer(settings.serviceAccountEmail)
    .setAudience('google')
    .setIssuedAt()
    .sign(key);
  return `${GOOGLE_SAVE_URL}${jwt}`;
}
