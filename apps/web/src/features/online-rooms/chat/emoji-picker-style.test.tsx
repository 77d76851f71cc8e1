import { render } from '../../../testing/render';
import { afterEach, describe, expect, it } from 'vitest';
import { EmojiPickerStyle } from './emoji-picker-style';

const adoptedTexts = () =>
  document.adoptedStyleSheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join(' '));

describe('EmojiPickerStyle', () => {
  // jsdom adopts constructed stylesheets as a browser does (Document.prototype.adoptedStyleSheets).
  const adoptable = Object.getOwnPropertyDescriptor(Document.prototype, 'adoptedStyleSheets');
  afterEach(() => {
    if (adoptable) Object.defineProperty(Document.prototype, 'adoptedStyleSheets', adoptable);
    document.adoptedStyleSheets = [];
  });

  it('adopts the CSS as one constructed stylesheet while any picker shows it, and renders no element', () => {
    const css = '.epr-probe { color: red; }';
    const { container, unmount: unmountFirst } = render(<EmojiPickerStyle css={css} nonce="unused" />);
    const { unmount: unmountSecond } = render(<EmojiPickerStyle css={css} />);
    expect(container).toBeEmptyDOMElement();
    expect(adoptedTexts()).toEqual(['.epr-probe { color: red; }']);

    unmountFirst();
    expect(adoptedTexts()).toHaveLength(1);
    unmountSecond();
    expect(adoptedTexts()).toEqual([]);
  });

  it('swaps the sheet when the CSS changes, keeping sheets adopted by others', () => {
    const other = new CSSStyleSheet();
    document.adoptedStyleSheets = [other];
    const view = render(<EmojiPickerStyle css=".a { color: red; }" />);
    view.rerender(<EmojiPickerStyle css=".b { color: blue; }" />);
    expect(document.adoptedStyleSheets[0]).toBe(other);
    expect(adoptedTexts().slice(1)).toEqual(['.b { color: blue; }']);
    view.unmount();
    expect(document.adoptedStyleSheets).toEqual([other]);
  });

  it('renders nothing and adopts nothing where the browser cannot adopt stylesheets', () => {
    // As in Safari before 16.4: no adoptedStyleSheets anywhere on the document.
    delete (Document.prototype as { adoptedStyleSheets?: CSSStyleSheet[] }).adoptedStyleSheets;
    const view = render(<EmojiPickerStyle css=".a { color: red; }" />);
    expect(view.container).toBeEmptyDOMElement();
    expect('adoptedStyleSheets' in document).toBe(false);
    view.unmount();
  });
});
