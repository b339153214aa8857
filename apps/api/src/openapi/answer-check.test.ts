import * as v from 'valibot';
import { endpoint } from '@shop/api-client/contract';
import { createAnswerCheck } from './answer-check';
import { openApiDocument } from './document';

const thing = endpoint({
  method: 'GET',
  path: '/things/{id}',
  summary: 'Read a thing',
  tag: 'Things',
  access: 'customer',
  params: v.object({ id: v.pipe(v.string(), v.uuid()) }),
  answer: {
    status: 200,
    schema: v.object({
      id: v.string(),
      price: v.object({ centAmount: v.pipe(v.number(), v.integer()) }),
    }),
  },
  errors: { 404: ['limit_order_not_found'] },
});

const check = createAnswerCheck(openApiDocument([thing], '1.0.0', '/api'));

describe('the answer check against the OpenAPI document', () => {
  it('accepts an answer of the declared shape', () => {
    expect(
      check(thing, 200, JSON.stringify({ id: 'a', price: { centAmount: 1250 } })),
    ).toBeUndefined();
  });

  it('names what is wrong in an answer of another shape', () => {
    expect(check(thing, 200, JSON.stringify({ id: 'a', price: { centAmount: 12.5 } }))).toMatch(
      /GET \/things\/\{id\} answered 200 outside the contract: .*centAmount.*integer/,
    );
    expect(check(thing, 200, JSON.stringify({ id: 'a' }))).toMatch(
      /must have required property 'price'/,
    );
    expect(check(thing, 200, 'not json')).toMatch(/not JSON/);
  });

  it('checks an error answer against the error object', () => {
    const error = {
      name: 'ResourceNotFoundError',
      message: 'x',
      code: 'limit_order_not_found',
      statusCode: 404,
    };
    expect(check(thing, 404, JSON.stringify(error))).toBeUndefined();
    expect(check(thing, 404, JSON.stringify({ error: 'x' }))).toMatch(/outside the contract/);
  });

  it('accepts the alternative success status with the same body', () => {
    const open = endpoint({
      method: 'POST',
      path: '/things',
      summary: 'Open the thing',
      tag: 'Things',
      access: 'session',
      answer: {
        status: 200,
        schema: v.object({ id: v.string() }),
        alternative: { status: 201, when: 'when it is opened now' },
      },
    });
    const checkOpen = createAnswerCheck(openApiDocument([open], '1.0.0', '/api'));
    expect(checkOpen(open, 200, JSON.stringify({ id: 'a' }))).toBeUndefined();
    expect(checkOpen(open, 201, JSON.stringify({ id: 'a' }))).toBeUndefined();
    expect(checkOpen(open, 201, JSON.stringify({}))).toMatch(/answered 201 outside the contract/);
    expect(checkOpen(open, 204, '')).toMatch(/does not declare/);
    const unauthorized = {
      name: 'OperationNotValidError',
      message: 'x',
      code: 'unauthorized',
      statusCode: 401,
    };
    expect(checkOpen(open, 401, JSON.stringify(unauthorized))).toBeUndefined();
  });

  it('refuses a status the contract does not declare', () => {
    expect(check(thing, 418, '{}')).toMatch(/answered 418, which the contract does not declare/);
  });
});
