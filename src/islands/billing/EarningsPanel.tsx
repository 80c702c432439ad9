/** A titled card of the earnings dashboard; its heading (`earnings-<id>`) names the region and what scrolls in it. */
import type { ReactNode } from 'react';

interface Props {
  id: string;
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}

export function EarningsPanel({ id, title, subtitle, actions, wide = false, children }: Props) {
  return (
    <section className={wide ? 'earnings-panel earnings-panel--wide' : 'earnings-panel'} aria-labelledby={`earnings-${id}`}>
      <header className="earnings-panel__head">
        <div>
          <h2 id={`earnings-${id}`}>{title}</h2>
          {subtitle && <p className="small muted">{subtitle}</p>}
        </div>
        {actions}
      </header>
      {children}
    </section>
  );
}
