import assert from 'node:assert/strict';
import { test } from 'node:test';
import { errorObjectProblem } from './error-object.mjs';

const body = (value) => JSON.stringify(value);
const valid = {
  name: 'OperationNotValidError',
  message: 'bad',
  code: 'invalid_request',
  statusCode: 400,
};

test('accepts the spec error object for its status', () => {
  assert.equal(errorObjectProblem(body(valid), 400), null);
  assert.equal(errorObjectProblem(body({ ...valid, reason: 'x', details: [] }), 400), null);
});

test('names what is wrong otherwise', () => {
  assert.equal(errorObjectProblem('', 400), 'empty body');
  assert.equal(errorObjectProblem('<html>', 400), 'not JSON');
  assert.equal(errorObjectProblem('[]', 400), 'not an object');
  assert.equal(
    errorObjectProblem(
      body({ error: 'Bad Request', message: 'Client Error', statusCode: 400 }),
      400,
    ),
    'name undefined',
  );
  assert.equal(errorObjectProblem(body({ ...valid, code: undefined }), 400), 'no code');
  assert.equal(errorObjectProblem(body(valid), 404), 'statusCode 400 for HTTP 404');
});
