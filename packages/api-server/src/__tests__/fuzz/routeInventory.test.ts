import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registeredRoutes, routeKey, unlistedRoutes } from './routeInventory';

describe('the route inventory', () => {
  it("reads every route of Fastify's route tree, however the tree shares its nodes", async () => {
    const app = Fastify();
    const routes = [
      ['GET', '/dev'],
      ['POST', '/dev/*'],
      ['GET', '/x/a'],
      ['PUT', '/x/*'],
      ['GET', '/v2/draw/full_result'],
      ['GET', '/v2/draw/full_result_customer/:key/:drawNo'],
      ['PUT', '/v2/limits/:period'],
      ['DELETE', '/v2/limits/:limitId'],
      ['OPTIONS', '/*'],
    ] as const;
    for (const [method, url] of routes) app.route({ method, url, handler: async () => null });
    await app.ready();
    const found = registeredRoutes(app).map((r) => routeKey(r.method, r.path));
    for (const [method, url] of routes) expect(found, `${method} ${url}`).toContain(routeKey(method, url));
    // Fastify's own HEAD for each GET is there too, and nothing else.
    expect(found.filter((key) => !key.startsWith('HEAD ')).sort()).toEqual(routes.map(([m, u]) => routeKey(m, u)).sort());
    await app.close();
  });

  it('names a registered route that no table lists, and not the HEAD Fastify adds to a listed GET', async () => {
    const app = Fastify();
    app.get('/listed', async () => null);
    app.post('/listed/*', async () => null);
    await app.ready();
    const listed = [{ name: 'listed', method: 'GET' as const, path: '/listed', auth: false, body: 'none' as const, contract: false }];
    expect(unlistedRoutes(app, listed)).toEqual(['POST /listed/*']);
    await app.close();
  });
});
