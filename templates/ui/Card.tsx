import type { HTMLAttributes } from 'react';
import { cn } from './cn.js';

// The look is the component classes .card, .card-head, … in styles.css; a className utility overrides them.

type DivProps = HTMLAttributes<HTMLDivElement>;

export function Card({ className, ...props }: DivProps) {
  return <div className={cn('card', className)} {...props} />;
}

export function CardHeader({ className, ...props }: DivProps) {
  return <div className={cn('card-head', className)} {...props} />;
}

/** An h3 by default: cards sit under a section's h2, so the outline stays in order. */
export function CardTitle({ className, as: Tag = 'h3', ...props }: HTMLAttributes<HTMLHeadingElement> & { as?: 'h2' | 'h3' | 'h4' }) {
  return <Tag className={cn('card-title', className)} {...props} />;
}

export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn('card-desc', className)} {...props} />;
}

export function CardContent({ className, ...props }: DivProps) {
  return <div className={cn('card-body', className)} {...props} />;
}
