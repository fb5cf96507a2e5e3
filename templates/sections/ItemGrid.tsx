import type { LucideIcon } from 'lucide-react';
import type { ItemT } from '../../src/content/schema.js';
import { Card, CardDescription, CardHeader, CardTitle } from '../ui/Card.js';
import { cn } from '../ui/cn.js';

/** Title + description cards in a responsive grid; a list so screen readers announce the count. */
export function ItemGrid({ items, icon: Icon, iconClassName }: { items: ItemT[]; icon: LucideIcon; iconClassName: string }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="flex">
          <Card className="w-full transition-shadow hover:shadow-md">
            <CardHeader>
              <span className={cn('grid size-10 place-items-center rounded-lg', iconClassName)}>
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <CardTitle>{item.title}</CardTitle>
            </CardHeader>
            <CardDescription>{item.description}</CardDescription>
          </Card>
        </li>
      ))}
    </ul>
  );
}
