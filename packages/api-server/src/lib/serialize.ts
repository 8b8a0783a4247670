/** Timestamps leave as ISO 8601 strings. */
export const iso = (date: Date) => date.toISOString();
