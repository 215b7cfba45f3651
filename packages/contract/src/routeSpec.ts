import type { ApiVersionName, ServiceName } from './apiVersions';

/** One call of the API: what every route table entry says (routes.ts and the tables it joins). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface RouteSpec {
  method: HttpMethod;
  /** Path under the main API prefix (`/v2`), with `:name` parameters. */
  path: string;
  version: ApiVersionName;
  /** Body sent form-urlencoded instead of JSON. */
  form?: true;
  /** Needs a signed-in customer (bearer token). */
  auth?: true;
  /** The service family whose base URL (from discovery) the path is under; `main` when absent. */
  service?: ServiceName;
}
