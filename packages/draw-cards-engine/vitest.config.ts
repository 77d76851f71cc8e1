import { packageTests } from '../../vitest.package';

export default packageTests();
