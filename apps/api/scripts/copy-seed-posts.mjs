// Copies the blog's seed posts (posts.json and one HTML file per post) next to the compiled
// migration that reads them: src/blog/seed-posts -> dist/blog/seed-posts. Run by `npm run build`.
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const api = join(dirname(fileURLToPath(import.meta.url)), '..');
const from = join(api, 'src', 'blog', 'seed-posts');
const to = join(api, 'dist', 'blog', 'seed-posts');

const files = readdirSync(from).filter((name) => /\.(html|json)$/.test(name));
if (!files.includes('posts.json')) throw new Error(`${from} has no posts.json`);
mkdirSync(to, { recursive: true });
for (const name of files) copyFileSync(join(from, name), join(to, name));
console.log(`Copied ${files.length} seed-post files to ${to}`);
