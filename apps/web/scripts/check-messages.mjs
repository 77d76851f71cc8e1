// Fails when the message catalogs are not what the code says: a message added in the code and
// not extracted, or one left in the catalogs that no code uses (docs/decisions/0024-ui-messages.md).
// Extracts (removing unused messages) and asks git whether the catalogs changed. Missing
// translations fail the production build (the Vite plugin's failOnMissing).
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
execFileSync('npx', ['lingui', 'extract', '--clean'], { cwd: web, stdio: ['ignore', 'ignore', 'inherit'] });
// Compared with the index, so catalogs staged for a commit count as done.
const git = (...args) => execFileSync('git', args, { cwd: web, encoding: 'utf8' });
const changed =
  git('diff', '--name-only', '--', 'src/locales') +
  git('ls-files', '--others', '--exclude-standard', '--', 'src/locales');
if (changed.trim() !== '') {
  console.error('The message catalogs do not match the code. Run `npm run messages:extract`, translate, commit:');
  console.error(changed);
  process.exit(1);
}
console.log('Message catalogs: every message in the code is extracted, none is unused.');
