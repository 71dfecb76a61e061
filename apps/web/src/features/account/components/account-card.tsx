import type { ReactNode } from 'react';
import { usePageTitle } from '../../../shared/lib/use-page-title';
import './account.css';

interface AccountCardProps {
  icon: ReactNode;
  title: string;
  lead: ReactNode;
  children: ReactNode;
  /** Links under the form (back to sign-in, another address). */
  footer?: ReactNode;
}

/** The one frame of the code and password pages: a centred card with a pictogram, title and lead. */
export function AccountCard({ icon, title, lead, children, footer }: AccountCardProps) {
  usePageTitle(title);
  return (
    <section className="account-page" aria-labelledby="account-title">
      <div className="container">
        <div className="account-card account-card--narrow">
          <div className="account-card__icon">{icon}</div>
          <h1 id="account-title" className="account-card__title">
            {title}
          </h1>
          <p className="account-card__lead">{lead}</p>
          <div className="account-card__body">{children}</div>
          {footer ? <div className="account-card__footer">{footer}</div> : null}
        </div>
      </div>
    </section>
  );
}
