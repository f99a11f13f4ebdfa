/** Texts files by area: './en/account.json' → 'account'. */
export function byArea(
  files: Record<string, Record<string, unknown>>,
): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(files).map(([file, texts]) => [file.replace(/^.*\/(\w+)\.json$/, '$1'), texts]),
  );
}
