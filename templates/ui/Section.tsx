import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from './cn.js';

/** Page-width wrapper: one max width and gutter so every band lines up from 360px to 1440px. */
export function Container({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('wrap', className)} {...props} />;
}

/** A section's centred h2 and lead paragraph; `id` labels the section for screen readers. */
export function SectionHeading({ id, title, description, className }: { id: string; title: ReactNode; description?: ReactNode; className?: string }) {
  return (
    <div className={cn('heading', className)}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {description ? <p className="lead">{description}</p> : null}
    </div>
  );
}
