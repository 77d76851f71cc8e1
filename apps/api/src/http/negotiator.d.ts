// The part of negotiator (the package Express and compression() negotiate with) that the API calls.
declare module 'negotiator' {
  class Negotiator {
    constructor(request: { headers: Record<string, string | undefined> });
    /** The best of `available` that the Accept-Encoding header allows, ties going to `preferred` order; undefined when none. */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
  export = Negotiator;
}
