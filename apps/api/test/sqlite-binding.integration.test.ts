import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const API_MAIN = join(__dirname, '../dist/main.js');
const WITHOUT_BINDING = join(__dirname, 'fixtures/without-sqlite-binding.cjs');

describe('a server whose SQLite native module is missing', () => {
  it('exits at once with one line that says what happened and how to fix it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tod-no-binding-'));
    const started = Date.now();
    const child = spawn(process.execPath, ['--require', WITHOUT_BINDING, API_MAIN], {
      env: {
        ...process.env,
        DATABASE_URL: '',
        HOST: '127.0.0.1',
        PORT: '0',
        WEB_DIST_PATH: 'none',
        DATA_DIR: dataDir,
        SQLITE_PATH: join(dataDir, 'db.sqlite'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));

    expect(code).toBe(1);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(stdout).toBe('');
    const lines = stderr.split('\n').filter((line) => line.trim() !== '');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/Cannot find module '.*better-sqlite3.*\.node'/);
    expect(lines[0]).toContain('npm rebuild better-sqlite3');
    expect(stderr).not.toContain('Retrying');
  });
});
