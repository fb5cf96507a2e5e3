import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import { cn } from './cn.js';

// Variants are declared once, as component classes in styles.css (.btn and its
// variants and sizes), so every call site picks from the same set and a page
// carries three short classes per button instead of forty utilities.
const variants = {
  default: 'btn-default',
  outline: 'btn-outline',
  secondary: 'btn-secondary',
  ghost: 'btn-ghost',
  link: 'btn-link',
  // For use on the bg-band CTA band.
  inverse: 'btn-band',
  inverseOutline: 'btn-band-outline',
} as const;

const sizes = {
  sm: 'btn-sm',
  default: 'btn-md',
  lg: 'btn-lg',
  icon: 'btn-icon',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

export function buttonVariants({ variant = 'default', size = 'default', className }: ButtonStyleProps = {}): string {
  return cn('btn', variants[variant], sizes[size], className);
}

type AnchorProps = ButtonStyleProps & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };
type NativeButtonProps = ButtonStyleProps & ButtonHTMLAttributes<HTMLButtonElement> & { href?: undefined };
export type ButtonProps = AnchorProps | NativeButtonProps;

/** A link when given `href` (navigation must stay a real link), otherwise a `<button type="button">`. */
export function Button(props: ButtonProps) {
  if (props.href !== undefined) {
    const { variant, size, className, ...rest } = props;
    return <a className={buttonVariants({ variant, size, className })} {...rest} />;
  }
  const { variant, size, className, type = 'button', ...rest } = props;
  return <button type={type} className={buttonVariants({ variant, size, className })} {...rest} />;
}
