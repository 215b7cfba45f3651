// Loaded on the first call to a route outside CORE_ROUTES (see createApiClient's routeSpec).
export { MORE_ROUTES } from '@drawkit/contract';
