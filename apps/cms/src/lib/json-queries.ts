import {
  APIError,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Field,
  type Where,
} from 'payload';

/*
 * A query on a JSON field (`where[values][equals]=x`, `where[values.x][like]=…`, `sort=values`)
 * made the database adapters fail, answered 500 (issue 30, finding 10b). Staff have no use for
 * them (the admin never builds one), so the REST and GraphQL APIs refuse every query or sort
 * that names a JSON field, 400 with a message; the CMS's own code (the local API) is not held.
 */

/** Every field path a where clause names, whatever its nesting of and/or. */
function pathsOf(where: unknown): string[] {
  if (typeof where !== 'object' || where === null) return [];
  return Object.entries(where as Where).flatMap(([key, value]) =>
    key === 'and' || key === 'or' ? (Array.isArray(value) ? value : []).flatMap(pathsOf) : [key],
  );
}

/** The sort given as a string or a list, less its `-`. */
const sortPaths = (sort: unknown): string[] =>
  (Array.isArray(sort) ? sort : typeof sort === 'string' ? sort.split(',') : [])
    .filter((path): path is string => typeof path === 'string')
    .map((path) => path.trim().replace(/^-/, ''));

/** The JSON field a path names, if any (`values`, `values.email`). */
const jsonFieldOf = (path: string, jsonFields: readonly string[]) =>
  jsonFields.find((name) => path === name || path.startsWith(`${name}.`));

export const refuseJsonQueries =
  (jsonFields: readonly string[]): CollectionBeforeOperationHook =>
  ({ args, req }) => {
    if (req.payloadAPI === 'local') return args;
    const { where, sort } = args as { where?: unknown; sort?: unknown };
    for (const path of [...pathsOf(where), ...sortPaths(sort)]) {
      const field = jsonFieldOf(path, jsonFields);
      if (field)
        throw new APIError(
          `The field ${field} holds JSON and cannot be searched or sorted through the API.`,
          400,
          undefined,
          true,
        );
    }
    return args;
  };

/** The JSON fields at a document's top level, through rows, collapsibles and unnamed tabs. */
const jsonFieldNames = (fields: readonly Field[]): string[] =>
  fields.flatMap((field) => {
    if (field.type === 'json') return [field.name];
    if (field.type === 'row' || field.type === 'collapsible') return jsonFieldNames(field.fields);
    if (field.type === 'tabs')
      return field.tabs.flatMap((tab) => ('name' in tab && tab.name ? [] : jsonFieldNames(tab.fields)));
    return [];
  });

/** The collection, with the hook when it has JSON fields. */
export function withJsonQueriesRefused(collection: CollectionConfig): CollectionConfig {
  const jsonFields = jsonFieldNames(collection.fields);
  if (jsonFields.length === 0) return collection;
  const hooks = collection.hooks ?? {};
  return {
    ...collection,
    hooks: { ...hooks, beforeOperation: [refuseJsonQueries(jsonFields), ...(hooks.beforeOperation ?? [])] },
  };
}
