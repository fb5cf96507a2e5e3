import type { HTMLAttributes } from 'react';
import { cn } from './cn.js';

type DivProps = HTMLAttributes<HTMLDivElement>;

export function Card({ className, ...props }: DivProps) {
  return (
    <div
      data-slot="card"
      className={cn('flex flex-col gap-4 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm', className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: DivProps) {
  return <div data-slot="card-header" className={cn('flex flex-col gap-2', className)} {...props} />;
}

/** An h3 by default: cards sit under a section's h2, so the outline stays in order. */
export function CardTitle({
  className,
  as: Tag = 'h3',
  ...props
}: HTMLAttributes<HTMLHeadingElement> & { as?: 'h2' | 'h3' | 'h4' }) {
  return <Tag data-slot="card-title" className={cn('text-lg leading-snug font-semibold', className)} {...props} />;
}

export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p data-slot="card-description" className={cn('text-base leading-relaxed text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: DivProps) {
  return <div data-slot="card-content" className={cn('flex flex-col gap-3', className)} {...props} />;
}
