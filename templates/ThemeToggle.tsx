import { Moon, Sun } from 'lucide-react';
import { buttonVariants } from './ui/Button.js';
import { cn } from './ui/cn.js';
import { Icon } from './ui/Icon.js';

/**
 * Static markup only: THEME_TOGGLE_SCRIPT finds it by [data-theme-toggle].
 * The label stays constant and aria-pressed carries the state, so screen
 * readers announce "Dark mode, toggle button, pressed/not pressed". The icon
 * swap is pure CSS (dark: variant), so it is right before any script runs.
 */
export function ThemeToggle({ defaultTheme, className }: { defaultTheme: 'light' | 'dark'; className?: string }) {
  return (
    <button
      type="button"
      data-theme-toggle=""
      aria-label="Dark mode"
      aria-pressed={defaultTheme === 'dark'}
      title="Toggle dark mode"
      className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-9', className)}
    >
      <Icon icon={Sun} className="dark:hidden" />
      <Icon icon={Moon} className="hidden dark:block" />
    </button>
  );
}
