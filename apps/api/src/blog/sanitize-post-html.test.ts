import { parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { loadSeedPosts } from './seed-posts';
import { LINK_REL, sanitizePostHtml } from './sanitize-post-html';

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  p: [],
  br: [],
  hr: [],
  ul: [],
  ol: [],
  li: [],
  strong: [],
  em: [],
  b: [],
  i: [],
  blockquote: [],
  code: [],
  pre: [],
  a: ['href', 'title', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
};

interface Parse5Node {
  nodeName: string;
  tagName?: string;
  namespaceURI?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Parse5Node[];
  content?: Parse5Node;
}

/** A URL as the browser will use it: entities are already decoded by the parser; it drops tabs, newlines and leading controls. */
function effectiveUrl(value: string): string {
  return value.replace(/[\t\n\r]/g, '').replace(/^[\p{Cc} ]+/u, '');
}

/**
 * Parses the output as a browser does (parse5 follows the HTML standard) and lists everything in
 * it that could run script: an element outside the allowlist or outside HTML, an attribute that
 * is not allowed (event handlers, style…), or a URL that is not http(s) or a path on this site.
 */
function scriptCapableParts(html: string): string[] {
  const problems: string[] = [];
  const visit = (node: Parse5Node) => {
    if (node.tagName !== undefined) {
      const allowed = ALLOWED_ATTRIBUTES[node.tagName];
      if (node.namespaceURI !== HTML_NAMESPACE || !allowed) problems.push(`element <${node.tagName}>`);
      for (const attribute of node.attrs ?? []) {
        if (!allowed?.includes(attribute.name)) problems.push(`attribute ${attribute.name} on <${node.tagName}>`);
        if (attribute.name === 'href' || attribute.name === 'src') {
          const url = effectiveUrl(attribute.value);
          if (!/^https?:\/\/[^/\\]/i.test(url) && !/^\/(?![/\\])/.test(url))
            problems.push(`${attribute.name}="${attribute.value}"`);
          if (/^\s*(javascript|data|vbscript)\s*:/i.test(url)) problems.push(`script URL ${attribute.value}`);
        }
      }
      if (node.tagName === 'a' && node.attrs?.find((attribute) => attribute.name === 'rel')?.value !== LINK_REL)
        problems.push('a link without the rel');
    } else if (node.nodeName !== '#text' && node.nodeName !== '#document-fragment') {
      problems.push(`node ${node.nodeName}`);
    }
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(parseFragment(html) as unknown as Parse5Node);
  return problems;
}

/** Classic and less classic XSS vectors; each must come out inert. */
const PAYLOADS: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="/ok.png" onerror="alert(1)">',
  '<IMG SRC="/ok.png" OnErRoR="alert(1)">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><animate attributeName="href" values="javascript:alert(1)"/><a><text>x</text></a></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav\tascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav&#9;ascript:alert(1)">x</a>',
  '<a href="java&NewLine;script:alert(1)">x</a>',
  '<a href="java\nscript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href=" \u0001 javascript:alert(1)">x</a>',
  '<a href="&#14;javascript:alert(1)">x</a>',
  '<a href="javas\u0000cript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="//evil.example/steal">x</a>',
  '<a href="/\\evil.example/steal">x</a>',
  '<a href="javascript:alert(1)" onmouseover="alert(1)">x</a>',
  '<a href="https://ok.example/" target="_blank" rel="opener">x</a>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  "<style>@import 'javascript:alert(1)';</style>",
  '<style>*{background:url("javascript:alert(1)")}</style><p>x</p>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<img src="/ok.png" style="x:expression(alert(1))">',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<applet code="evil.class"></applet>',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<input autofocus onfocus=alert(1)>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<img src="x" alt="" onerror="alert(1)"//">',
  '<img src="/ok.png" alt="&quot;><script>alert(1)</script>">',
  '<a title=\'"><script>alert(1)</script>\' href="/x">x</a>',
  '<img src="/ok.png" width="100" height="1 onerror=alert(1)">',
  '<img src="/ok.png" srcset="javascript:alert(1) 1x">',
  '<p><b><i><script>alert(1)',
  '<p><a href="/x"><img src=x onerror=alert(1)',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><img src=x onerror=alert(1)></template>',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<textarea></textarea><img src=x onerror=alert(1)>',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<title><img src=x onerror=alert(1)></title>',
  '<select><option><img src=x onerror=alert(1)></option></select>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  '<div onmouseover="alert(1)">x</div>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<isindex type=image src=1 onerror=alert(1)>',
  '<img src="https://ok.example/a.png"/onerror=alert(1)>',
  '<a href="https://ok.example/"><svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg></a>',
];

describe('sanitizePostHtml against XSS', () => {
  it(`has ${PAYLOADS.length} distinct payloads (at least 30)`, () => {
    expect(new Set(PAYLOADS).size).toBe(PAYLOADS.length);
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it('uses a checker that does catch every payload before sanitizing', () => {
    // Inert as written inside a post: they test that the sanitizer escapes what it decoded, checks
    // attribute values, and drops a <body> (which a fragment parser ignores but a page might not).
    const inertAsWritten = new Set([
      '<img src="/ok.png" alt="&quot;><script>alert(1)</script>">',
      '<img src="/ok.png" width="100" height="1 onerror=alert(1)">',
      '<body onload=alert(1)>',
    ]);
    for (const payload of PAYLOADS.filter((candidate) => !inertAsWritten.has(candidate)))
      expect(scriptCapableParts(payload), payload).not.toEqual([]);
  });

  it.each(PAYLOADS)('leaves nothing script-capable in %s', (payload) => {
    const output = sanitizePostHtml(payload);
    expect(scriptCapableParts(output), output).toEqual([]);
    expect(output).not.toMatch(/<\s*(script|style|iframe|object|embed|form|svg|math|base|meta|link)\b/i);
    // Sanitizing again changes nothing: what a browser parses is what was checked.
    expect(sanitizePostHtml(output)).toBe(output);
  });

  it('keeps the text of dropped wrappers but not of dropped scripts, styles or frames', () => {
    expect(sanitizePostHtml('<div><span>Hello</span> <u>there</u></div>')).toBe('Hello there');
    expect(
      sanitizePostHtml('<p>before<script>alert(1)</script><style>p{}</style><iframe>frame</iframe>after</p>'),
    ).toBe('<p>beforeafter</p>');
  });

  it('keeps escaped markup as text', () => {
    expect(sanitizePostHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</p>',
    );
  });
});

describe('sanitizePostHtml keeps legitimate content', () => {
  it('keeps headings h2 to h6, paragraphs, lists, emphasis, quotes, code and rules', () => {
    const html = [
      '<h2>Two</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6>',
      '<p>A <strong>bold</strong>, <em>stressed</em>, <b>b</b> and <i>i</i> line.<br />Next line.</p>',
      '<hr />',
      '<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>',
      '<blockquote><p>Quoted</p></blockquote>',
      '<pre><code>const a = 1 &lt; 2;</code></pre>',
    ].join('');
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it('keeps http(s) and site links with their title, and adds the rel', () => {
    expect(
      sanitizePostHtml(
        '<a href="https://example.com/a?b=1&amp;c=2" title="Example">out</a> <a href="/rooms">in</a> <a href="http://example.org">plain</a>',
      ),
    ).toBe(
      `<a rel="${LINK_REL}" href="https://example.com/a?b=1&amp;c=2" title="Example">out</a> <a rel="${LINK_REL}" href="/rooms">in</a> <a rel="${LINK_REL}" href="http://example.org">plain</a>`,
    );
  });

  it('keeps images from http(s) or this site with alt and numeric sizes', () => {
    expect(sanitizePostHtml('<img src="/images/blog/a.svg" alt="A wheel" width="1200" height="630">')).toBe(
      '<img src="/images/blog/a.svg" alt="A wheel" width="1200" height="630" />',
    );
    expect(sanitizePostHtml('<img src="https://cdn.example/pic.png" width="50%">')).toBe(
      '<img src="https://cdn.example/pic.png" alt="" />',
    );
  });

  it('drops a link target it cannot trust but keeps the link text, and drops such an image whole', () => {
    expect(sanitizePostHtml('<a href="mailto:a@b.c">mail</a>')).toBe(`<a rel="${LINK_REL}">mail</a>`);
    expect(sanitizePostHtml('<p><img src="relative.png">text</p>')).toBe('<p>text</p>');
  });

  it('keeps the markup around a dropped image balanced', () => {
    expect(sanitizePostHtml('<p>Hi <img src=x onerror=alert(1)><a href="/x">click</a> <b>bold</b></p>')).toBe(
      `<p>Hi <a rel="${LINK_REL}" href="/x">click</a> <b>bold</b></p>`,
    );
    expect(sanitizePostHtml('<ul><li><img src="javascript:alert(1)"></li><li>two</li></ul>')).toBe(
      '<ul><li></li><li>two</li></ul>',
    );
  });

  it('keeps every seed post whole: tags, links (with the rel added) and all list items', () => {
    for (const post of loadSeedPosts()) {
      const clean = sanitizePostHtml(post.html);
      expect(clean.split('<li>').length, post.slug).toBe(post.html.split('<li>').length);
      expect(clean.replaceAll(` rel="${LINK_REL}"`, '').replace(/\s+/g, ' ').trim(), post.slug).toBe(
        post.html.replace(/\s+/g, ' ').trim(),
      );
    }
  });
});
