// Copies the blog's seed posts (posts.json and one HTML file per post, and each language's folder
// of translations) next to the compiled migrations that read them: src/blog/seed-posts ->
// dist/blog/seed-posts. Run by `npm run build`.
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const api = join(dirname(fileURLToPath(import.meta.url)), '..');
const from = join(api, 'src', 'blog', 'seed-posts');
const to = join(api, 'dist', 'blog', 'seed-posts');

/** Copies a folder's HTML and JSON files, and its sub-folders', answering how many. */
function copyFolder(source, target) {
  const entries = readdirSync(source, { withFileTypes: true });
  mkdirSync(target, { recursive: true });
  let copied = 0;
  for (const entry of entries) {
    if (entry.isDirectory()) copied += copyFolder(join(source, entry.name), join(target, entry.name));
    else if (/\.(html|json)$/.test(entry.name)) {
      copyFileSync(join(source, entry.name), join(target, entry.name));
      copied += 1;
    }
  }
  return copied;
}

if (!readdirSync(from).includes('posts.json')) throw new Error(`${from} has no posts.json`);
console.log(`Copied ${copyFolder(from, to)} seed-post files to ${to}`);
