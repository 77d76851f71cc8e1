import { packageTests } from '../../vitest.package';

// The library test validates every data file; give it room on a busy machine.
export default packageTests({ testTimeout: 30_000 });
