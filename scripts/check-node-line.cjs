/*
 * Refuses to run Graha on another major line of Node.js than .node-version's (issue 41). Every entry point in
 * package.json (`npm start` and its build, `npm run worker`, `npm run admin`, `npm run migrate`) preloads this file with
 * `node --require`, which runs it before the entry's own module graph is even loaded: on Node 20 that graph crashes
 * the process with a bare "Segmentation fault" while loading, before any code of Graha could say why.
 *
 * CommonJS in old syntax on purpose, so that any Node.js can parse and run it. It loads nothing but fs and path.
 */
'use strict';
var fs = require('fs');
var path = require('path');

var wanted = null;
try {
  wanted = fs.readFileSync(path.join(__dirname, '..', '.node-version'), 'utf8').trim();
} catch (e) {
  // No .node-version next to the code (a copy without it): nothing to check against.
}
if (wanted) {
  var wantedMajor = wanted.split('.')[0];
  var running = process.versions.node;
  if (running.split('.')[0] !== wantedMajor) {
    process.stderr.write(
      'Graha needs Node.js ' + wantedMajor + ' (.node-version: ' + wanted + '), not ' + running + ' (' + process.execPath + '):' +
      ' run `make run`, or run scripts/node-runtime.sh and put .runtime/node/bin first on PATH' +
      ' (export PATH="$PWD/.runtime/node/bin:$PATH").\n'
    );
    process.exit(1);
  }
}
