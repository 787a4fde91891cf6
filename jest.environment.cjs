// The jsdom environment of every browser-side test, with three additions:
// - the fetch API of Node (fetch, Request, Response, Headers, the web streams, BroadcastChannel) that
//   jsdom lacks: the shared API client (ky) runs on it, so screen tests call the real api.ts
//   functions against the mocked network of @portal/shared/testing (shared/src/testing/network.ts,
//   msw underneath);
// - graphql-js and the schema built from schema.graphql, once per worker, for that mocked network
//   (building it in each test file's own module registry cost about 0.1 s a file);
// - a full garbage collection when a test file's window is closed. Without it a worker ends the run
//   holding half a gigabyte of dead windows (V8 has no reason to collect them: the heap limit is far
//   away), and tearing that heap down at exit takes longer than the 500 ms jest-worker waits: the
//   "worker process has failed to exit gracefully and has been force exited" warning. No handle is
//   open: the workers' event loops are empty when told to end, their 'exit' comes within 1 ms, and
//   the rest is spent freeing the heap (strace) until jest-worker's SIGTERM.
const { TestEnvironment } = require('jest-environment-jsdom');
const { TextEncoder, TextDecoder } = require('node:util');
const { ReadableStream, WritableStream, TransformStream } = require('node:stream/web');
const { BroadcastChannel: NodeBroadcastChannel } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const v8 = require('node:v8');
const vm = require('node:vm');

// Read by shared/src/testing/network.ts (one graphql-js, outside the test files' registries, so
// its schema and its checks agree with each other).
const ENGINE_KEY = Symbol.for('@portal/shared/testing graphql engine');
let engine;
function graphqlEngine() {
  if (!engine) {
    const graphql = require(require.resolve('graphql', { paths: [path.join(__dirname, 'shared')] }));
    engine = { graphql, schema: graphql.buildSchema(readFileSync(path.join(__dirname, 'schema.graphql'), 'utf8')) };
  }
  return engine;
}

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc');

// A worker told to end exits on its own once its event loop is empty; Node then tears the whole heap
// down (FreeEnvironment, Isolate::Dispose), which for a worker that ran a few dozen antd screens
// takes close to jest-worker's 500 ms even with the dead windows collected. 'beforeExit' fires only
// when nothing is left to run (an open handle still keeps the worker alive, and Jest still says so);
// exiting from there skips that teardown (measured on a 600 MB heap: 170 ms instead of 420 ms).
if (process.env.JEST_WORKER_ID && typeof process.send === 'function' && !process.listeners('beforeExit').some((l) => l.portalFastExit)) {
  const fastExit = () => process.exit(process.exitCode ?? 0);
  fastExit.portalFastExit = true;
  process.on('beforeExit', fastExit);
}

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    // msw opens a BroadcastChannel when loaded and never closes it: an open channel would keep the
    // worker alive (so: unref), and its listeners the test file's whole module registry (so: closed
    // with the window).
    const channels = (this.channels = []);
    class BroadcastChannel extends NodeBroadcastChannel {
      constructor(name) {
        super(name);
        this.unref();
        channels.push(this);
      }
    }
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      ReadableStream,
      WritableStream,
      TransformStream,
      TextEncoder,
      TextDecoder,
      BroadcastChannel,
      [ENGINE_KEY]: graphqlEngine,
    });
  }

  async teardown() {
    for (const channel of this.channels.splice(0)) channel.close();
    await super.teardown();
    collectGarbage();
  }
}

module.exports = JsdomWithFetch;
