// Runs the built API with a full garbage collection on SIGUSR2, so the load test can read
// resident memory without the noise of garbage that has not been collected yet.
process.on('SIGUSR2', () => {
  global.gc?.();
  global.gc?.();
});
require('../dist/main.js');
