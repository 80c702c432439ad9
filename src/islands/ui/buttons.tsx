/**
 * Buttons of every React island, drawing src/components/ui/Button.astro's markup and classes: variants, sizes, a
 * busy state (aria-busy and the placeload bar), and the submit button of a form that hydrates at once.
 */
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useHydrated } from './hydrated.ts';
import '../../styles/ui.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export function buttonClass({
  variant = 'primary',
  size = 'md',
  block = false,
  busy = false,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  busy?: boolean;
} = {}): string {
  return [
    'ui-btn',
    variant !== 'primary' && `ui-btn--${variant}`,
    size !== 'md' && `ui-btn--${size}`,
    block && 'ui-btn--block',
    busy && 'is-busy',
  ]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  busy?: boolean;
};

/** A button; `busy` marks it (aria-busy) and draws the placeload bar along its bottom edge. */
export function Button({ variant, size, block, busy = false, className, type = 'button', disabled, children, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={[buttonClass({ variant, size, block, busy }), className].filter(Boolean).join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {children}
      {busy && <span className="ui-btn__placeload" aria-hidden="true" />}
    </button>
  );
}

/** The submit button of a form that hydrates at once: disabled until then, and while its request runs. */
export function SubmitButton({
  busy,
  children,
  variant = 'primary',
  size = 'lg',
}: {
  busy: boolean;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
}) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" variant={variant} size={size} block={size !== 'sm'} busy={busy} disabled={!hydrated}>
      {children}
    </Button>
  );
}
