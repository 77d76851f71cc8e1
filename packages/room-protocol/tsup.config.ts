import { packageBuild } from '../../tsup.package';

// site-content: a small entry for the web app's first load (see src/site-content.ts); name-key:
// the confusables mapping, for the API only (see src/name-key.ts).
export default packageBuild({ entry: ['src/index.ts', 'src/site-content.ts', 'src/name-key.ts'] });
