// Number formats made on first use. The first Intl.NumberFormat a process
// makes loads ICU's locale data (~15 ms on this machine); made when their
// modules loaded, every command paid for it, `lpgen --version` and a one-page
// rebuild that formats no number included.

export interface NumberFormat {
  format(n: number | bigint): string;
}

/** An en-US number format, made the first time it formats. */
export function numberFormat(options?: Intl.NumberFormatOptions): NumberFormat {
  let made: Intl.NumberFormat | undefined;
  return { format: (n) => (made ??= new Intl.NumberFormat('en-US', options)).format(n) };
}
