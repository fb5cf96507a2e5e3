import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import { cn } from './cn.js';

// Variants are declared once here so every call site picks from the same set.
const base =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background ' +
  'disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0';

const variants = {
  default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
  outline: 'border border-border bg-background text-foreground shadow-xs hover:bg-accent hover:text-accent-foreground',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
  ghost: 'text-foreground hover:bg-accent hover:text-accent-foreground',
  link: 'text-primary underline-offset-4 hover:underline',
  // For use on the bg-band CTA band: the ring and its offset must contrast with the band, not the page.
  inverse:
    'bg-band-foreground text-band shadow-sm hover:bg-band-foreground/90 focus-visible:ring-band-foreground focus-visible:ring-offset-band',
  inverseOutline:
    'border border-band-foreground/70 text-band-foreground hover:bg-band-foreground/10 focus-visible:ring-band-foreground focus-visible:ring-offset-band',
} as const;

const sizes = {
  sm: 'h-9 px-3 text-sm',
  default: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

export function buttonVariants({ variant = 'default', size = 'default', className }: ButtonStyleProps = {}): string {
  return cn(base, variants[variant], sizes[size], className);
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
