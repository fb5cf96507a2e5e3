import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import { Button, type ButtonSize, type ButtonVariant } from '../ui/Button.js';
import { Icon } from '../ui/Icon.js';
import { mergeWith } from '../ui/cn.js';

/**
 * Every outbound affiliate link goes through here so the rules hold in one
 * place: new tab, rel="sponsored" (search engines) + "noopener" (no
 * window.opener), and a spoken hint that a new tab opens.
 */
export function AffiliateButton({
  href,
  children,
  variant = 'default',
  size = 'default',
  arrow = false,
  className,
}: {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  arrow?: boolean;
  className?: string;
}) {
  return (
    <Button href={href} target="_blank" rel="sponsored noopener" variant={variant} size={size} className={className}>
      {children}
      {arrow ? <Icon icon={ArrowRight} /> : null}
      <span className="sr-only"> (opens in a new tab)</span>
    </Button>
  );
}

/**
 * Normal body size and contrast on purpose: a disclosure must be as readable
 * as the offer it qualifies (FTC 16 CFR 255: clear, conspicuous, close to the
 * claim), so it sits beside each CTA block, never only in a tooltip or footer.
 */
const disclosure = mergeWith('text-base text-muted-foreground');

export function Disclosure({ text, className }: { text: string; className?: string }) {
  return (
    <p data-disclosure="" className={disclosure(className)}>
      {text}
    </p>
  );
}
