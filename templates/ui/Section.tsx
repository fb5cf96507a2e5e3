import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from './cn.js';

/** Page-width wrapper: one max width and gutter so every band lines up from 360px to 1440px. */
export function Container({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8', className)} {...props} />;
}

/** A section's centred h2 and lead paragraph; `id` labels the section for screen readers. */
export function SectionHeading({
  id,
  title,
  description,
  className,
}: {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('mx-auto mb-12 flex max-w-3xl flex-col gap-4 text-center', className)}>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {description ? <p className="text-lg text-pretty text-muted-foreground">{description}</p> : null}
    </div>
  );
}
