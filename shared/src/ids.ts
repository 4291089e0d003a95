import { z } from 'zod';

/**
 * Row ids are PostgreSQL `integer`s: a bigger number must be refused by the schema (400), not
 * reach the database (it answered 500). Every id in a body, a path or a query uses these.
 */
export const ID_MAX = 2_147_483_647;

/** An id in a JSON body. */
export const idSchema = z
  .number('validation.idInvalid')
  .int('validation.idInvalid')
  .min(1, 'validation.idInvalid')
  .max(ID_MAX, 'validation.idInvalid');

/** An id in a path or a query string (a decimal string). */
export const idParamSchema = z.coerce
  .number('validation.idInvalid')
  .int('validation.idInvalid')
  .min(1, 'validation.idInvalid')
  .max(ID_MAX, 'validation.idInvalid');
