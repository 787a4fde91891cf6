// pg 8 warns "Calling client.query() when the client is already executing a query" (once per
// process) when queries are started together on one client, as Promise.all inside a transaction
// does; pg 9 refuses them. On the PostgreSQL test run that warning fails the test file.

const CONCURRENT_QUERY = 'already executing a query';

let installed = false;

export function failOnConcurrentClientQueries(): void {
  if (installed) return;
  installed = true;
  process.on('warning', (warning) => {
    if (!warning.message.includes(CONCURRENT_QUERY)) return;
    // Thrown from the warning event: an uncaught exception, which fails the running test.
    throw new Error(
      `pg warned: ${warning.message}\nQueries were started together on one client (Promise.all in a transaction?). Where:\n${warning.stack ?? ''}`,
    );
  });
}
