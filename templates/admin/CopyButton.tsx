import * as Tooltip from '@radix-ui/react-tooltip';
import { Copy } from 'lucide-react';
import { toast } from 'sonner';
import { buttonVariants } from '../ui/Button.js';
import { cn } from '../ui/cn.js';

async function copy(text: string): Promise<void> {
  try {
    // navigator.clipboard is missing on plain-http origins; treat that like a refusal.
    if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
    await navigator.clipboard.writeText(text);
    toast.success('Copied to clipboard');
  } catch {
    toast.error('Could not copy. Select the text and copy it manually.');
  }
}

/** Icon button with a tooltip; needs a TooltipProvider above it (AdminApp has one). */
export function CopyButton({ text, label, className }: { text: string; label: string; className?: string }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          aria-label={`Copy ${label} to clipboard`}
          onClick={() => void copy(text)}
          className={cn(buttonVariants({ variant: 'outline', size: 'icon' }), 'size-8 bg-card', className)}
        >
          <Copy aria-hidden="true" />
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content sideOffset={6} className="z-50 rounded-md bg-foreground px-2.5 py-1.5 text-xs font-medium text-background shadow-md">
          Copy to clipboard
          <Tooltip.Arrow className="fill-foreground" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

/**
 * A command or file sample with its copy button. The <pre> scrolls, so it is
 * focusable for keyboard users; role="region" because HTML forbids aria-label
 * on a bare <pre> (Nu checker) and a named region is what a focusable
 * scroll box announces as.
 */
export function CodeBlock({ code, label }: { code: string; label: string }) {
  return (
    <div className="relative min-w-0">
      <pre
        tabIndex={0}
        role="region"
        aria-label={label}
        className="overflow-x-auto rounded-lg border border-border bg-muted p-4 pr-14 font-mono text-sm leading-relaxed focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <code>{code}</code>
      </pre>
      <CopyButton text={code} label={label} className="absolute top-2.5 right-2.5" />
    </div>
  );
}
