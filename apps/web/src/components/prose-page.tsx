import type { ReactNode } from 'react';
import { PageMeta } from './page-meta';
import './prose-page.css';

interface ProsePageProps {
  title: string;
  description: string;
  /** Short introduction shown under the heading. */
  lead?: ReactNode;
  children: ReactNode;
}

/** Layout for text pages: metadata, the page's single h1, a lead and readable body copy. */
export function ProsePage({ title, description, lead, children }: ProsePageProps) {
  return (
    <article className="prose-page">
      <PageMeta title={title} description={description} />
      <header className="prose-page__header">
        <h1>{title}</h1>
        {lead ? <p className="prose-page__lead">{lead}</p> : null}
      </header>
      <div className="prose-page__body">{children}</div>
    </article>
  );
}
