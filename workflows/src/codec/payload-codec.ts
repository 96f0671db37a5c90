import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Payload, PayloadCodec } from '@temporalio/common';
import { temporal } from '@temporalio/proto';

/**
 * Encrypts every payload a case sends to Temporal (workflow inputs, update and query arguments
 * and results, activity records: bank data and whatever people type in messages) with
 * AES-256-GCM, so neither the Temporal Web UI nor Temporal's database shows them in clear.
 * Runs in the api's client and in the worker's main thread, never inside the workflow sandbox.
 *
 * Payloads without this codec's encoding pass through as they are: histories recorded before
 * it (the replay fixtures, cases already running) still decode.
 */
export const ENCRYPTED_ENCODING = 'binary/encrypted';
const KEY_ID = 'encryption-key-id';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const utf8 = (s: string) => new TextEncoder().encode(s);
const text = (b: Uint8Array | null | undefined) => (b ? Buffer.from(b).toString('utf8') : '');

export class AesGcmPayloadCodec implements PayloadCodec {
  private readonly keyId: string;

  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('the payload key must be 32 bytes (AES-256)');
    // Names the key in each payload, so a rotated key is recognised and an unknown one refused.
    this.keyId = createHash('sha256').update(key).digest('hex').slice(0, 16);
  }

  async encode(payloads: Payload[]): Promise<Payload[]> {
    return payloads.map((payload) => {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', this.key, iv);
      const clear = temporal.api.common.v1.Payload.encode(payload).finish();
      const sealed = Buffer.concat([cipher.update(clear), cipher.final()]);
      return {
        metadata: { encoding: utf8(ENCRYPTED_ENCODING), [KEY_ID]: utf8(this.keyId) },
        data: Buffer.concat([iv, cipher.getAuthTag(), sealed]),
      };
    });
  }

  async decode(payloads: Payload[]): Promise<Payload[]> {
    return payloads.map((payload) => {
      if (text(payload.metadata?.encoding) !== ENCRYPTED_ENCODING) return payload;
      const keyId = text(payload.metadata?.[KEY_ID]);
      if (keyId !== this.keyId)
        throw new Error(`payload encrypted with key ${keyId}, not the configured TEMPORAL_PAYLOAD_KEY`);
      const data = Buffer.from(payload.data ?? new Uint8Array());
      const decipher = createDecipheriv('aes-256-gcm', this.key, data.subarray(0, IV_BYTES));
      decipher.setAuthTag(data.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const clear = Buffer.concat([decipher.update(data.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
      return temporal.api.common.v1.Payload.decode(clear) as Payload;
    });
  }
}

// Outside production only, so `npm start` and `npm test` work with no setup; never a secret.
const DEVELOPMENT_KEY = createHash('sha256').update('cargo-claims development payload key').digest();

/**
 * The key from `TEMPORAL_PAYLOAD_KEY` (32 bytes, base64 or hex). Production refuses to start
 * without one; elsewhere a fixed development key is used.
 */
export function payloadKeyFrom(env: Record<string, string | undefined>): Buffer {
  const value = env.TEMPORAL_PAYLOAD_KEY?.trim();
  if (!value) {
    if (env.NODE_ENV === 'production')
      throw new Error('TEMPORAL_PAYLOAD_KEY is missing: 32 random bytes, base64 (openssl rand -base64 32)');
    return DEVELOPMENT_KEY;
  }
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32)
    throw new Error(
      'TEMPORAL_PAYLOAD_KEY must be 32 bytes, base64 (openssl rand -base64 32) or 64 hex digits',
    );
  return key;
}

/** The data converter every Temporal client and worker of the product uses. */
export function caseDataConverter(env: Record<string, string | undefined> = process.env) {
  return { payloadCodecs: [new AesGcmPayloadCodec(payloadKeyFrom(env))] };
}
