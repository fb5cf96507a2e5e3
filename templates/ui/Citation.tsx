/**
 * The short source beside a figure ("Source: 2020 Census"), a link where one is
 * given. Underlined, so the link stands out from the muted text around it by more
 * than colour; .text-link gives it a 24px target and the focus ring.
 */
export function Citation({
  source,
  sourceUrl,
  as: Tag = 'small',
  className,
}: {
  source?: string;
  sourceUrl?: string;
  as?: 'small' | 'dd' | 'p';
  className?: string;
}) {
  if (!source) return null;
  return (
    <Tag className={className ?? 'text-xs text-muted-foreground'}>
      {'Source: '}
      {sourceUrl ? (
        <a href={sourceUrl} className="text-link underline">
          {source}
        </a>
      ) : (
        source
      )}
    </Tag>
  );
}
