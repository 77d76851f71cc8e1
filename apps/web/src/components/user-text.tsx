/**
 * Text a player typed (a name, a room name, a post title) inside a translated sentence: passed to
 * the message as an element, never as a value, so the translation library neither reads tags in it
 * nor decodes escape sequences, and in <bdi> so a right-to-left page keeps it whole.
 */
export function UserText({ text, strong = false }: { text: string; strong?: boolean }) {
  return <bdi>{strong ? <strong>{text}</strong> : text}</bdi>;
}
