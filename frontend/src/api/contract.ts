import type { components, paths } from './schema';

/**
 * The backend's API as the frontend sees it, from the types `make api-types` generates out of the OpenAPI
 * document (src/api/schema.d.ts). Features name what they use here instead of declaring the shapes again, so
 * a change on the server that the frontend does not follow fails the typecheck.
 */

/** A schema the document names: a request DTO (`LoginDto`) or a type a route returns (`UserView`). */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

type Method = 'get' | 'put' | 'post' | 'patch' | 'delete';
type Operation<Path extends keyof paths, M extends Method> = NonNullable<paths[Path][M]>;
type Json<Part> = Part extends { content: { 'application/json': infer Body } } ? Body : never;
type SuccessStatus = 200 | 201 | 202;

/** The JSON body a route answers with on success. */
export type ApiResponse<Path extends keyof paths, M extends Method> =
  Operation<Path, M> extends { responses: infer Responses }
    ? Json<Responses[Extract<keyof Responses, SuccessStatus>]>
    : never;

/** The JSON body a route accepts. */
export type ApiBody<Path extends keyof paths, M extends Method> = Json<NonNullable<Operation<Path, M>['requestBody']>>;

/** The query parameters a route accepts. */
export type ApiQuery<Path extends keyof paths, M extends Method> = NonNullable<
  Operation<Path, M>['parameters']['query']
>;
