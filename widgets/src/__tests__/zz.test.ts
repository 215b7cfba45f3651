import './nodeUrl';
import { it } from 'vitest';
import { MIGRATIONS_FOLDER } from '@drawkit/api-server';
it('x', () => { console.log('META', MIGRATIONS_FOLDER); });
