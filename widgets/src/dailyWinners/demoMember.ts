import type { DrawkitClient } from '@drawkit/sdk';
import { createDemoClient } from '../demo/createDemoClient';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../demo/demoCatalogue';
import type { DemoMembershipOptions } from '../demo/demoMembership';

/** A demo client already signed in as the demo customer, with the given membership (stories only). */
export async function signedInDemo(membership: DemoMembershipOptions = {}): Promise<DrawkitClient> {
  const { client } = createDemoClient({ latencyMs: 150, membership });
  await client.session.getState().init();
  await client.session.getState().login({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
  return client;
}
