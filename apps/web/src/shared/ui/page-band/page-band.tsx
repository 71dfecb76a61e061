import type { ReactNode } from 'react';
import './page-band.css';

/** The title band at the top of a working page (cart, orders): title, a lead line, extras. */
export function PageBand({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <header className="page-band">
      <div className="container page-band__inner">
        <div>
          <h1 className="page-band__title">{title}</h1>
          {lead ? <p className="page-band__lead">{lead}</p> : null}
        </div>
        {children}
      </div>
    </header>
  );
}
