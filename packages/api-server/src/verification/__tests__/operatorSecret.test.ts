import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnv, SettingsError } from '../../config/readEnv';
import { operatorSecretFor } from '../operatorSecret';

describe('the operator secret of the review path', () => {
  it('the demo makes one in DATA_DIR/operator-secret (owner-only) and keeps it across starts', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'drawkit-operator-'));
    const first = operatorSecretFor({ mode: 'demo', operatorSecret: undefined, dataDir });
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(readFileSync(join(dataDir, 'operator-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(join(dataDir, 'operator-secret')).mode & 0o077).toBe(0);
    expect(operatorSecretFor({ mode: 'demo', operatorSecret: undefined, dataDir })).toBe(first);
  });

  it('production takes DRAWKIT_OPERATOR_SECRET only (none: the review path refuses every call), at least 32 bytes', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'drawkit-operator-'));
    expect(operatorSecretFor({ mode: 'production', operatorSecret: undefined, dataDir })).toBeUndefined();
    expect(readEnv({ DRAWKIT_OPERATOR_SECRET: 'x'.repeat(40) }).operatorSecret).toBe('x'.repeat(40));
    expect(() => readEnv({ DRAWKIT_OPERATOR_SECRET: 'short' })).toThrow(SettingsError);
    expect(() => readEnv({ LOCATE_COUNTRY_HEADER: 'bad header' })).toThrow(/LOCATE_COUNTRY_HEADER/);
    expect(readEnv({ LOCATE_COUNTRY_HEADER: 'CF-IPCountry' }).locateCountryHeader).toBe('CF-IPCountry');
  });
});
