import type { ReactElement } from 'react';
import type { DocumentPage } from '../DocumentPage';

/** A document's pages scaled to fit a screen, one under the other, as the print preview shows them. */
export function PagesPreview({
  pages,
  scale = 0.5,
  lang,
}: {
  pages: { element: ReactElement; page: DocumentPage }[];
  scale?: number;
  lang?: string;
}) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, padding: 16 }} lang={lang}>
      {pages.map(({ element, page }, i) => (
        <div
          key={i}
          style={{
            width: page.width * scale,
            height: page.height * scale,
            overflow: 'hidden',
            boxShadow: '0 1px 4px rgba(0,0,0,0.3)',
          }}
        >
          <div style={{ transform: `scale(${scale})`, transformOrigin: 'top left' }}>{element}</div>
        </div>
      ))}
    </div>
  );
}
