// jsdom without the web platform pieces Node already has (fetch, Response, TextEncoder, …),
// which react-router and our API client use.
const { TestEnvironment } = require('jest-environment-jsdom');

const fromNode = [
  'TextEncoder',
  'TextDecoder',
  'fetch',
  'Request',
  'Response',
  'Headers',
  'ReadableStream',
  'structuredClone',
  'AbortController',
  'AbortSignal',
];

class JsdomWithNodeGlobals extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of fromNode) {
      if (typeof globalThis[name] !== 'undefined') this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithNodeGlobals;
