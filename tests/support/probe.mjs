// Loaded into a server child process with `node --expose-gc --import tests/support/probe.mjs`:
// on an IPC 'probe' message it runs a full garbage collection and reports what a leak would
// grow (live heap, pending timers, process listeners) and the faulty build's renders in flight;
// on 'peek' it reports, without collecting anything, the resident set and the open connections.
const openConnections = () => process.getActiveResourcesInfo().filter((kind) => kind === 'TCPSocketWrap').length;

process.on('message', (message) => {
  if (message === 'peek') {
    process.send({ rss: process.memoryUsage.rss(), connections: openConnections() });
    return;
  }
  if (message !== 'probe') return;
  globalThis.gc();
  globalThis.gc();
  process.send({
    heapUsed: process.memoryUsage().heapUsed,
    rss: process.memoryUsage().rss,
    timeouts: process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length,
    processListeners: ['SIGTERM', 'SIGINT', 'uncaughtException'].map((event) => process.listenerCount(event)),
    rendersInFlight: globalThis.__scanFaultRenders?.inFlight ?? 0,
  });
});
