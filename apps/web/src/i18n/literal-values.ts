import type { I18n } from '@lingui/core';

/** `\uXXXX` or `\xXX` in a value: the library would decode it in the finished sentence. */
const ESCAPE_SEQUENCE = /\\(?=u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2})/g;
/** The backslash itself as an escape sequence: decoding it gives back the backslash the player typed. */
const ESCAPED_BACKSLASH = '\\u005c';

function literal(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.replace(ESCAPE_SEQUENCE, ESCAPED_BACKSLASH) : value,
    ]),
  );
}

/**
 * Lingui decodes `\u003c`-style escape sequences in every finished message, values included, so a
 * room named `\u003cscript\u003e` would read `<script>`. This makes an instance show every value
 * as it was typed: its backslashes before such sequences are themselves escaped, and decode back.
 * (Player text inside `<Trans>` goes in as an element, components/user-text.tsx, never as a value.)
 */
export function keepValuesLiteral(i18n: I18n): I18n {
  const translate = i18n._.bind(i18n) as (...args: unknown[]) => string;
  const wrapped = (...args: unknown[]): string => {
    const [first, values, options] = args;
    if (typeof first === 'object' && first !== null && 'values' in first) {
      const descriptor = first as { values?: Record<string, unknown> };
      return translate({ ...descriptor, values: descriptor.values && literal(descriptor.values) }, values, options);
    }
    return translate(
      first,
      values && typeof values === 'object' ? literal(values as Record<string, unknown>) : values,
      options,
    );
  };
  Object.assign(i18n, { _: wrapped, t: wrapped });
  return i18n;
}
