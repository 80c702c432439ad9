/**
 * The islands' twin of src/components/ui/ScrollArea.astro: the one element that scrolls inside a page, a named
 * region that takes keyboard focus so arrow keys can scroll it too (axe `scrollable-region-focusable`).
 */
import type { ReactNode } from 'react';

interface Props {
  /** Id of the visible heading that names the region. */
  labelledby: string;
  axis?: 'inline' | 'block';
  className?: string;
  children: ReactNode;
}

export function ScrollArea({ labelledby, axis = 'inline', className, children }: Props) {
  // A named <section> is a region; tabIndex lets the keyboard reach it and scroll it.
  return (
    <section
      className={['scroll-area', `scroll-area--${axis}`, className].filter(Boolean).join(' ')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so the keyboard can scroll it.
      tabIndex={0}
      aria-labelledby={labelledby}
    >
      {children}
    </section>
  );
}
