import { CircleCheck } from 'lucide-react';
import { cn } from './cn.js';

/** A row of short promises with check marks (hero notes, trust bullets). */
export function CheckList({ items, label, className }: { items: readonly string[]; label: string; className?: string }) {
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground', className)}>
      {items.map((item) => (
        <li key={item} className="flex items-center gap-1.5">
          <CircleCheck aria-hidden="true" className="size-4 text-emerald-700 dark:text-emerald-400" />
          {item}
        </li>
      ))}
    </ul>
  );
}
