'use strict';
// The module a pool's threads start from. Piscina loads a worker module by require(), and on Node 20.19 and later
// that require()s an ES module synchronously: a thread stopped while it links (a render over its time limit, the
// app's close during the thread's start) aborted the whole process in V8 ("IsGraphAsync" on a module left unlinked).
// This CommonJS module instead loads the compiled worker module (its URL in the pool's workerData) by import(), which,
// stopped, only ends its thread, and hands each job to that module's default export. A TypeScript source (under the
// tsx loader) is require()d: tsx's require hook turns it into CommonJS, and Node 20 applies no loader hooks to a
// thread's import().
const { workerData } = require('node:worker_threads');
const { fileURLToPath } = require('node:url');

const { workerModule } = workerData;
const loaded = (
  workerModule.endsWith('.ts') ? Promise.resolve(require(fileURLToPath(workerModule))) : import(workerModule)
).then((module) => module.default);
// A module that fails to load fails each job with its error, not the thread with an unhandled rejection.
loaded.catch(() => {});

module.exports = function runJob(job) {
  return loaded.then((run) => run(job));
};
