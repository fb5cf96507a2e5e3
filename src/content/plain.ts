// Reading parsed YAML before it is validated (the check's walks over raw file data).

export type Plain = Record<string, unknown>;

/** A mapping (not a list, not a scalar, not null). */
export const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A scalar as the text its file shows: a string, or a number YAML read as one (a bare year, 120); else undefined. */
export const scalarText = (v: unknown): string | undefined => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);
