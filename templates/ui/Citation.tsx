/**
 * The short source beside a figure ("Source: 2020 Census"), a link where one is
 * given, and when the source measured it ("Source: ADA (2024)") where the content
 * dates it. Underlined, so the link stands out from the muted text around it by more
 * than colour; .text-link gives it a 24px target and the focus ring.
 */
export function Citation({
  source,
  sourceUrl,
  date,
  as: Tag = 'small',
  className,
}: {
  source?: string;
  sourceUrl?: string;
  date?: string;
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
      {date ? ` (${date})` : null}
    </Tag>
  );
}
