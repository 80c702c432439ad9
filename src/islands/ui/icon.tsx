/**
 * An inline stroke icon for the kit's controls, drawn by the rules of src/components/ui/Icon.astro: one of the kit's
 * icons by name (src/lib/icons.ts), or drawing children of its own.
 */
import type { ReactNode } from 'react';
import { ICONS, type IconName } from '../../lib/icons.ts';

export function Icon({ name, children }: { name?: IconName; children?: ReactNode }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width="1.25em"
      height="1.25em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...(name ? { dangerouslySetInnerHTML: { __html: ICONS[name] } } : { children })}
    />
  );
}
