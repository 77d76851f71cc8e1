import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newSecret, readOrCreateSecretFile } from './secret-file';

describe('readOrCreateSecretFile', () => {
  const folders: string[] = [];
  const scratch = () => {
    const folder = mkdtempSync(join(tmpdir(), 'tod-secret-'));
    folders.push(folder);
    return folder;
  };
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('makes 43 url-safe characters from 32 random bytes', () => {
    const secret = newSecret();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    expect(newSecret()).not.toBe(secret);
  });

  it('creates the file once, mode 0600, in a folder it creates, then reads it back', () => {
    const path = join(scratch(), 'nested', 'admin-token');
    const first = readOrCreateSecretFile(path);
    expect(first.created).toBe(true);
    expect(first.readableByOthers).toBe(false);
    expect(first.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readFileSync(path, 'utf8').trim()).toBe(first.value);
    const second = readOrCreateSecretFile(path);
    expect(second).toEqual({ value: first.value, created: false, readableByOthers: false });
  });

  it('keeps a secret someone wrote by hand and says when others can read it', () => {
    const path = join(scratch(), 'app-secret');
    writeFileSync(path, '  chosen-by-hand-0123456789  \n');
    chmodSync(path, 0o644);
    expect(readOrCreateSecretFile(path)).toEqual({
      value: 'chosen-by-hand-0123456789',
      created: false,
      readableByOthers: true,
    });
  });

  it('refuses a file that holds too short a secret', () => {
    const path = join(scratch(), 'admin-token');
    writeFileSync(path, 'short\n', { mode: 0o600 });
    expect(() => readOrCreateSecretFile(path)).toThrow(/shorter than 16 characters/);
  });
});
