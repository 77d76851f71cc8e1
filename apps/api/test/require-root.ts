/**
 * Fails (never skips) a test that needs root for a real fault: a filesystem of its own, a
 * database server run as another user. CI runs the integration tests as root.
 */
export function requireRoot(why: string): void {
  if (process.getuid?.() !== 0) {
    throw new Error(
      `This test must run as root: it ${why}. Run the integration tests as root (as CI does), e.g. with sudo.`,
    );
  }
}
