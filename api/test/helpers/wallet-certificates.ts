import { createHash, generateKeyPairSync, verify, X509Certificate } from 'node:crypto';
import forge from 'node-forge';

/** A certificate chain like Apple's, made at test time: a root, a WWDR CA, a pass certificate. */
export interface TestPassCertificates {
  root: string;
  wwdr: string;
  passCertificate: string;
  /** PKCS #8 PEM, encrypted when made with a passphrase. */
  passKey: string;
}

const rsaKeys = () => generateKeyPairSync('rsa', { modulusLength: 2048 });

// A 2048-bit key pair costs 0.1–0.2 s of a core: a test process makes its chain's three once,
// and each call still signs certificates of its own.
type KeyPair = ReturnType<typeof rsaKeys>;
let chainKeys: [KeyPair, KeyPair, KeyPair] | undefined;
const keysOfChain = () => {
  chainKeys ??= [rsaKeys(), rsaKeys(), rsaKeys()];
  return chainKeys;
};

let serial = 1;

function certificate(
  subject: forge.pki.CertificateField[],
  issuer: { subject: forge.pki.CertificateField[]; key: string },
  publicKey: string,
  isCa: boolean,
): string {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey);
  cert.serialNumber = (serial++).toString(16).padStart(4, '0');
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 24 * 3600 * 1000);
  cert.setSubject(subject);
  cert.setIssuer(issuer.subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: isCa },
    { name: 'keyUsage', keyCertSign: isCa, digitalSignature: true },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(issuer.key), forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

const pem = (keys: ReturnType<typeof rsaKeys>) => ({
  publicKey: keys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  privateKey: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
});

export function makePassCertificates(
  passTypeId: string,
  teamId: string,
  passphrase?: string,
): TestPassCertificates {
  const [rootKeys, wwdrKeys, passKeys] = keysOfChain();
  const rootSubject = [{ name: 'commonName', value: 'Test Root CA' }];
  const wwdrSubject = [{ name: 'commonName', value: 'Test Worldwide Developer Relations CA' }];
  const root = certificate(
    rootSubject,
    { subject: rootSubject, key: pem(rootKeys).privateKey },
    pem(rootKeys).publicKey,
    true,
  );
  const wwdr = certificate(
    wwdrSubject,
    { subject: rootSubject, key: pem(rootKeys).privateKey },
    pem(wwdrKeys).publicKey,
    true,
  );
  const passCertificate = certificate(
    [
      { name: 'commonName', value: `Pass Type ID: ${passTypeId}` },
      { type: '0.9.2342.19200300.100.1.1', value: passTypeId },
      { name: 'organizationalUnitName', value: teamId },
    ],
    { subject: wwdrSubject, key: pem(wwdrKeys).privateKey },
    pem(passKeys).publicKey,
    false,
  );
  const passKey = passphrase
    ? passKeys.privateKey
        .export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase })
        .toString()
    : pem(passKeys).privateKey;
  return { root, wwdr, passCertificate, passKey };
}

const binary = (bytes: string) => Buffer.from(bytes, 'binary');

const HASHES: Record<string, string> = {
  [forge.pki.oids.sha1!]: 'sha1',
  [forge.pki.oids.sha256!]: 'sha256',
};

/**
 * Checks `signature` as a PKCS #7 detached signature of `content` by `signer` (the way Wallet
 * does): the signer named is `signer`, the signed attributes hold the content's digest, and
 * `signer`'s key signed those attributes. Returns the certificates the signature carries.
 */
export function verifyDetachedSignature(
  signature: Buffer,
  content: Buffer,
  signer: string,
): string[] {
  const asn1 = forge.asn1.fromDer(signature.toString('binary'));
  const message = forge.pkcs7.messageFromAsn1(asn1) as forge.pkcs7.PkcsSignedData & {
    rawCapture: { signerInfos: forge.asn1.Asn1[]; content?: unknown };
  };
  if (message.rawCapture.content) throw new Error('the signature carries its content');
  const [info, ...others] = message.rawCapture.signerInfos;
  if (!info || others.length > 0) throw new Error('expected one signer');
  const [, issuerAndSerial, digestAlgorithm, attributes, , encryptedDigest] =
    info.value as forge.asn1.Asn1[];
  const signerCert = new X509Certificate(signer);
  const serialAsn1 = (issuerAndSerial!.value as forge.asn1.Asn1[])[1]!;
  const serialHex = forge.util.bytesToHex(serialAsn1.value as string).toUpperCase();
  if (serialHex.replace(/^0+/, '') !== signerCert.serialNumber.replace(/^0+/, '')) {
    throw new Error('the signer is not the pass certificate');
  }
  const algorithmOid = forge.asn1.derToOid(
    (digestAlgorithm!.value as forge.asn1.Asn1[])[0]!.value as string,
  );
  const hash = HASHES[algorithmOid];
  if (!hash) throw new Error(`unknown digest ${algorithmOid}`);
  const digest = (attributes!.value as forge.asn1.Asn1[]).find(
    (attribute) =>
      forge.asn1.derToOid((attribute.value as forge.asn1.Asn1[])[0]!.value as string) ===
      forge.pki.oids.messageDigest,
  );
  const digestValue = ((digest!.value as forge.asn1.Asn1[])[1]!.value as forge.asn1.Asn1[])[0]!;
  if (!binary(digestValue.value as string).equals(createHash(hash).update(content).digest())) {
    throw new Error('the signed digest is not the content digest');
  }
  // The signature covers the attributes DER-encoded as a SET (RFC 5652 §5.4).
  const signed = forge.asn1.create(
    forge.asn1.Class.UNIVERSAL,
    forge.asn1.Type.SET,
    true,
    attributes!.value as forge.asn1.Asn1[],
  );
  const signedBytes = binary(forge.asn1.toDer(signed).getBytes());
  if (!verify(hash, signedBytes, signerCert.publicKey, binary(encryptedDigest!.value as string))) {
    throw new Error('the signature does not verify with the pass certificate');
  }
  return message.certificates.map((cert) => forge.pki.certificateToPem(cert));
}
