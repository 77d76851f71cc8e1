import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { MIN_SECRET_LENGTH } from '../config/app-config';

/** A secret read from its file, and whether this call created the file. */
export interface StoredSecret {
  readonly value: string;
  readonly created: boolean;
  /** True when the file can be read by other users than its owner (it should be mode 0600). */
  readonly readableByOthers: boolean;
}

/** 32 random bytes as 43 url-safe characters. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Reads the secret kept in `path`, creating the file (mode 0600) with a new random secret first
 * if there is none. The file appears whole or not at all: it is written under a temporary name
 * and linked into place, so several instances starting at once on one folder agree on one secret.
 */
export function readOrCreateSecretFile(path: string): StoredSecret {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  let created = false;
  try {
    const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    writeFileSync(temporary, `${newSecret()}\n`, { mode: 0o600, flag: 'wx' });
    try {
      linkSync(temporary, path);
      created = true;
    } finally {
      unlinkSync(temporary);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const value = readFileSync(path, 'utf8').trim();
  if (value.length < MIN_SECRET_LENGTH || /\s/.test(value)) {
    throw new Error(
      `The secret in ${path} is shorter than ${MIN_SECRET_LENGTH} characters or contains spaces; delete the file to have a new one generated.`,
    );
  }
  return { value, created, readableByOthers: (statSync(path).mode & 0o077) !== 0 };
}
