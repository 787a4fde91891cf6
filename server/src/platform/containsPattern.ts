// Filter texts matched anywhere (ILIKE '%text%': catalogs, templates, the returns search); a user
// typing % or _ means those characters, not LIKE wildcards.

/** A LIKE pattern matching the text anywhere, with \, % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
