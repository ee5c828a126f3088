// The NDEF message an NFC encoder writes on a card's chip: one URI record (NFC Forum URI RTD).

/** URI identifier codes of the prefixes a card address starts with; 0x00 is "no prefix". */
const URI_PREFIXES: ReadonlyArray<readonly [string, number]> = [
  ['https://', 0x04],
  ['http://', 0x03],
];

const MB_ME_TNF_WELL_KNOWN = 0xc1; // message begin, message end, TNF 1 (well-known type)
const SHORT_RECORD = 0x10;
const TYPE_URI = 0x55; // 'U'

/** The payload: the prefix's identifier code, then the rest of the URI as UTF-8. */
function uriPayload(uri: string): Buffer {
  const prefix = URI_PREFIXES.find(([text]) => uri.startsWith(text));
  const rest = prefix ? uri.slice(prefix[0].length) : uri;
  return Buffer.concat([Buffer.of(prefix ? prefix[1] : 0x00), Buffer.from(rest, 'utf8')]);
}

/**
 * A one-record NDEF message holding `uri`: a short record (header D1, type length 01, one
 * byte of payload length, type 'U') when the payload fits 255 bytes, else the long form
 * (header C1, four bytes of payload length).
 */
export function ndefUriMessage(uri: string): Buffer {
  const payload = uriPayload(uri);
  if (payload.length <= 0xff) {
    const header = Buffer.of(MB_ME_TNF_WELL_KNOWN | SHORT_RECORD, 0x01, payload.length, TYPE_URI);
    return Buffer.concat([header, payload]);
  }
  const header = Buffer.alloc(7);
  header.writeUInt8(MB_ME_TNF_WELL_KNOWN, 0);
  header.writeUInt8(0x01, 1);
  header.writeUInt32BE(payload.length, 2);
  header.writeUInt8(TYPE_URI, 6);
  return Buffer.concat([header, payload]);
}

/** The message as the encoding file writes it: upper-case hex, no separators. */
export const ndefUriHex = (uri: string): string =>
  ndefUriMessage(uri).toString('hex').toUpperCase();
