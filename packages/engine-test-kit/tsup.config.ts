import { packageBuild } from '../../tsup.package';

// The tests that use the kit bring their own Vitest; bundling a copy would give `expect` a second runner.
export default packageBuild({ external: ['vitest'] });
