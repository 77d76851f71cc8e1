import { readFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';

/** The interfaces run-in-netns.sh leaves in the namespace it makes. */
const NAMESPACE_INTERFACES = ['lo', 'veth0', 'veth1'];

/**
 * Why this process is not in the network namespace the call tests need, or null when it is.
 * /proc/net/dev lists the interfaces of the process's own namespace (unlike /sys/class/net,
 * which shows the namespace /sys was mounted in); os.networkInterfaces() cross-checks it.
 */
export function namespaceProblem(): string | null {
  let listed: string[];
  try {
    listed = readFileSync('/proc/net/dev', 'utf8')
      .split('\n')
      .slice(2)
      .map((line) => line.split(':')[0]?.trim() ?? '')
      .filter((name) => name !== '');
  } catch {
    return 'cannot read /proc/net/dev (not Linux?)';
  }
  const withAddresses = Object.keys(networkInterfaces());
  const unexpected = [...new Set([...listed, ...withAddresses])].filter((name) => !NAMESPACE_INTERFACES.includes(name));
  const missing = NAMESPACE_INTERFACES.filter((name) => !listed.includes(name));
  if (unexpected.length === 0 && missing.length === 0) return null;
  return `the network interfaces are ${listed.sort().join(', ')}, not only ${NAMESPACE_INTERFACES.join(', ')}`;
}
