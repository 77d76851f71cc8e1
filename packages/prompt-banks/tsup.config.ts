import { packageBuild } from '../../tsup.package';

// languages: a small entry for the web app's first load (see src/languages.ts). The metafile says
// which output chunk holds which data file: the web app's service worker keeps English up front
// and other languages' banks only once they are used (docs/decisions/0023-languages.md).
export default packageBuild({
  entry: ['src/index.ts', 'src/languages.ts', 'src/address-forms.ts', 'src/checks.ts'],
  metafile: true,
});
