import { SITE_NAME, SITE_PITCH } from '../config/site';

interface PageMetaProps {
  /** Page name; the site name is appended. Omitted on the home page. */
  title?: string;
  description: string;
}

/**
 * React 19 hoists <title> and <meta> into <head>, so each page declares its own
 * metadata without touching `document` (keeps pages server-renderable).
 */
export function PageMeta({ title, description }: PageMetaProps) {
  // <title> must receive a single string child, hence the template literal.
  const fullTitle = title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} · ${SITE_PITCH}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
    </>
  );
}
