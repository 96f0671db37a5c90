import fs from 'node:fs';
import path from 'node:path';
import type { Payload } from '@temporalio/common';
import { parse } from 'yaml';
import { AesGcmPayloadCodec, payloadKeyFrom } from '@claims/workflows';

/**
 * Issue 17: docker-compose.yml once published the Temporal Web UI on 8233 with no login, where
 * anyone reaching the host read every company's payloads and could terminate cases.
 */
const compose = parse(fs.readFileSync(path.resolve(__dirname, '../../../docker-compose.yml'), 'utf8'));

describe('the Temporal Web UI in docker-compose.yml', () => {
  const ui = compose.services['temporal-ui'];

  it('is not published beyond the host’s loopback, nor started by default', () => {
    const ports: string[] = (ui.ports ?? []).map(String);
    for (const port of ports) expect(port).toMatch(/^127\.0\.0\.1:/);
    expect(ui.profiles).toEqual(['operations']);
  });

  it('cannot terminate, signal or reset cases', () => {
    expect(ui.environment.TEMPORAL_DISABLE_WRITE_ACTIONS).toBe('true');
  });

  it('no other service publishes Temporal (7233) or its UI', () => {
    for (const [name, service] of Object.entries(compose.services) as [string, { ports?: unknown[] }][]) {
      if (name === 'temporal-ui') continue;
      for (const port of (service.ports ?? []).map(String)) expect(port).not.toMatch(/7233|8233|8080/);
    }
  });

  it('gives the app processes a payload key from the environment, never a default', () => {
    expect(compose['x-app'].environment.TEMPORAL_PAYLOAD_KEY).toMatch(/^\$\{TEMPORAL_PAYLOAD_KEY:\?/);
  });
});

describe('the payload key', () => {
  it('is required in production and must be 32 bytes', () => {
    expect(() => payloadKeyFrom({ NODE_ENV: 'production' })).toThrow(/TEMPORAL_PAYLOAD_KEY is missing/);
    expect(() => payloadKeyFrom({ TEMPORAL_PAYLOAD_KEY: 'c2hvcnQ=' })).toThrow(/32 bytes/);
    expect(payloadKeyFrom({ TEMPORAL_PAYLOAD_KEY: 'ab'.repeat(32) })).toHaveLength(32);
  });

  it('round-trips, refuses tampering and another key, and passes through payloads it did not encode', async () => {
    const codec = new AesGcmPayloadCodec(Buffer.alloc(32, 7));
    const clear = {
      metadata: { encoding: new TextEncoder().encode('json/plain') },
      data: new TextEncoder().encode('{"checkingAccount":"12345-6"}'),
    };
    const [sealed] = (await codec.encode([clear])) as [Payload];
    expect(Buffer.from(sealed.data as Uint8Array).toString('latin1')).not.toContain('12345-6');
    const [opened] = (await codec.decode([sealed])) as [Payload];
    expect(Buffer.from(opened.data as Uint8Array).toString()).toBe('{"checkingAccount":"12345-6"}');
    const tampered = { ...sealed, data: Buffer.from(sealed.data as Uint8Array).fill(1, 20, 21) };
    await expect(codec.decode([tampered])).rejects.toThrow();
    await expect(new AesGcmPayloadCodec(Buffer.alloc(32, 8)).decode([sealed])).rejects.toThrow(/key/);
    expect(await codec.decode([clear])).toEqual([clear]);
  });
});
