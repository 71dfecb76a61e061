import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'teal' | 'light' | 'ghost-light';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Class names of the one button style, for `<button>` and for links that look like buttons. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return ['btn', `btn--${variant}`, size === 'md' ? '' : `btn--${size}`].filter(Boolean).join(' ');
}
