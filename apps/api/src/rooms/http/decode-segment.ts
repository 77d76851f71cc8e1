/** A path segment as the client meant it, or null when its percent-encoding is broken (answered as no such room). */
export function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
