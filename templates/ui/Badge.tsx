import type { HTMLAttributes } from 'react';
import { cn } from './cn.js';

export function Badge({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return (
    <span
      data-slot="badge"
      className={cn(
        'inline-flex w-fit items-center gap-1.5 rounded-full border border-border bg-accent px-3 py-1 text-sm font-medium text-accent-foreground [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
}
