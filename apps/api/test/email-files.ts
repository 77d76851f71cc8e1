import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** An email written by the outbox as an .eml file, read back: headers (names lower-cased) and both parts decoded. */
export interface WrittenEmail {
  readonly file: string;
  readonly headers: ReadonlyMap<string, string>;
  readonly text: string;
  readonly html: string;
}

/** Every .eml file in DATA_DIR/outbox, oldest outbox row first. */
export function readOutboxFolder(dataDir: string): WrittenEmail[] {
  const folder = join(dataDir, 'outbox');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .sort((a, b) => Number(a.split('-')[0]) - Number(b.split('-')[0]))
    .map((name) => ({ file: name, ...parseEml(readFileSync(join(folder, name), 'utf8')) }));
}

export function parseEml(raw: string): Omit<WrittenEmail, 'file'> {
  const { headers, body } = splitHeaders(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1).map(splitHeaders) : [{ headers, body }];
  const part = (type: string) => {
    const found = parts.find((candidate) => (candidate.headers.get('content-type') ?? '').startsWith(type));
    return found ? decode(found.body, found.headers.get('content-transfer-encoding') ?? '') : '';
  };
  return { headers, text: part('text/plain'), html: part('text/html') };
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const text = raw.replace(/^\r?\n/, '');
  const end = text.search(/\r?\n\r?\n/);
  const head = end === -1 ? text : text.slice(0, end);
  const body = end === -1 ? '' : text.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decode(body: string, encoding: string): string {
  if (/quoted-printable/i.test(encoding)) {
    const source = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let index = 0; index < source.length; index += 1) {
      const escaped = source.slice(index + 1, index + 3);
      if (source[index] === '=' && /^[0-9A-F]{2}$/i.test(escaped)) {
        bytes.push(parseInt(escaped, 16));
        index += 2;
      } else {
        bytes.push(...Buffer.from(source[index] as string, 'utf8'));
      }
    }
    return Buffer.from(bytes).toString('utf8');
  }
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}
