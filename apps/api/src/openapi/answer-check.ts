import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Endpoint } from '@shop/api-client/contract';
import type { OpenApiDocument } from './document';

type Content = { content?: Record<string, { schema: Record<string, unknown> }> };

/**
 * Checks an answer against the OpenAPI document: the body of the declared status, or the error
 * object of an error status. Run on every answer outside production, so each API suite proves
 * that the published document says what the API does.
 */
export function createAnswerCheck(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  // The document's schemas, with their references pointing into them, as one schema Ajv knows.
  const local = (schema: unknown) =>
    JSON.parse(
      JSON.stringify(schema).replaceAll('#/components/schemas/', 'components#/$defs/'),
    ) as object;
  ajv.addSchema({ $id: 'components', $defs: local(document.components.schemas) }, 'components');
  const validators = new Map<string, ValidateFunction | null>();

  const validatorOf = (endpoint: Endpoint, status: number): ValidateFunction | null | undefined => {
    const key = `${endpoint.method} ${endpoint.path} ${status}`;
    if (validators.has(key)) return validators.get(key);
    const response = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()]?.responses[
      status
    ] as Content | undefined;
    if (!response) return undefined;
    const json = response.content?.['application/json']?.schema;
    const validate = json ? ajv.compile(local(json)) : null;
    validators.set(key, validate);
    return validate;
  };

  /** What is wrong with the answer, or undefined when it matches. */
  return (endpoint: Endpoint, status: number, body: string | undefined): string | undefined => {
    const validate = validatorOf(endpoint, status);
    if (validate === undefined)
      return `${endpoint.method} ${endpoint.path} answered ${status}, which the contract does not declare`;
    if (validate === null) return undefined;
    let value: unknown;
    try {
      value = JSON.parse(body ?? '');
    } catch {
      return `${endpoint.method} ${endpoint.path} answered ${status} with a body that is not JSON`;
    }
    if (validate(value)) return undefined;
    return `${endpoint.method} ${endpoint.path} answered ${status} outside the contract: ${ajv.errorsText(validate.errors)}`;
  };
}
