import { useEffect, useState } from 'react';
import { Moon, Sun } from 'lucide-react';
import { buttonVariants } from '../ui/Button.js';

/**
 * The island's own toggle (the static pages' inline script does not run
 * here). It starts from the server's default so hydration matches, then
 * reads the class THEME_INIT_SCRIPT may already have changed.
 */
export function ThemeSwitch({ defaultTheme }: { defaultTheme: 'light' | 'dark' }) {
  const [dark, setDark] = useState(defaultTheme === 'dark');
  useEffect(() => setDark(document.documentElement.classList.contains('dark')), []);

  function toggle() {
    const next = document.documentElement.classList.toggle('dark');
    try {
      localStorage.setItem('theme', next ? 'dark' : 'light');
    } catch {
      // Storage can be disabled; the switch still works for this page view.
    }
    setDark(next);
  }

  return (
    <button
      type="button"
      aria-label="Dark mode"
      aria-pressed={dark}
      title="Toggle dark mode"
      onClick={toggle}
      className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'size-9' })}
    >
      <Sun aria-hidden="true" className="dark:hidden" />
      <Moon aria-hidden="true" className="hidden dark:block" />
    </button>
  );
}
