import { CircleCheck } from 'lucide-react';
import { cn } from './cn.js';
import { Icon } from './Icon.js';

/** A row of short promises with check marks (hero notes, trust bullets); styled by .checks in styles.css. */
export function CheckList({ items, label, className }: { items: readonly string[]; label: string; className?: string }) {
  return (
    <ul aria-label={label} className={cn('checks', className)}>
      {items.map((item) => (
        <li key={item}>
          <Icon icon={CircleCheck} />
          {item}
        </li>
      ))}
    </ul>
  );
}
