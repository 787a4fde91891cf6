/** Whether an error means "the code could not be fetched" (as opposed to a crash while rendering). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    error.name === 'RemoteUnavailableError' ||
    /Loading (CSS )?chunk [\w/.-]+ failed/i.test(error.message) ||
    /Failed to fetch dynamically imported module/i.test(error.message) ||
    /RUNTIME-00\d|loadEntryError|Failed to (get|load) remote/i.test(error.message) ||
    /did not load within/.test(error.message)
  );
}
