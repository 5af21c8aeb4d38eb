import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const repo = join(__dirname, '../..');
const depcruise = join(repo, 'node_modules/.bin/depcruise');
const config = join(repo, '.dependency-cruiser.cjs');

/** Runs the project's dependency rules over a tree of planted files; returns what depcruise says. */
function cruise(files: Record<string, string>): { status: number | null; output: string } {
  const root = mkdtempSync(join(tmpdir(), 'kindred-plants-'));
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    const run = spawnSync(depcruise, ['server/src', '--config', config, '--output-type', 'err'], {
      cwd: root,
      encoding: 'utf8',
    });
    return { status: run.status, output: run.stdout + run.stderr };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('dependency rules (npm run lint)', () => {
  it('let a module use the contracts of a module below it', () => {
    const result = cruise({
      'server/src/site/site.contracts.ts': 'export const SITE = 1;\n',
      'server/src/profiles/x.handler.ts':
        "import { SITE } from '../site/site.contracts';\nexport const x = SITE;\n",
    });
    expect(result.output).not.toMatch(/error/);
    expect(result.status).toBe(0);
  });

  it('let database/ use TypeORM, and others hand on a type-only EntityManager', () => {
    const result = cruise({
      'server/src/billing/database/order.entity.ts': 'export class OrderEntity {}\n',
      'server/src/billing/database/orders.repository.ts':
        "import { DataSource } from 'typeorm';\nimport { OrderEntity } from './order.entity';\nexport const x = [DataSource, OrderEntity];\n",
      // A stand-in package: depcruise tells a type-only import only of a module it can resolve.
      'node_modules/typeorm/package.json': '{"name": "typeorm", "main": "index.js"}\n',
      'node_modules/typeorm/index.js': 'exports.EntityManager = class {};\n',
      'server/src/billing/events/x.handler.ts':
        "import type { EntityManager } from 'typeorm';\nexport const x = (manager: EntityManager) => manager;\n",
    });
    expect(result.output).not.toMatch(/error/);
    expect(result.status).toBe(0);
  });

  it.each([
    [
      'sql-in-database',
      {
        'server/src/billing/queries/get-balance/get-balance.handler.ts':
          "import { InjectDataSource } from '@nestjs/typeorm';\nexport const x = InjectDataSource;\n",
      },
    ],
    [
      'sql-in-database',
      {
        'server/src/profiles/database/profile.entity.ts': 'export class ProfileEntity {}\n',
        'server/src/profiles/events/enable-profile.handler.ts':
          "import { ProfileEntity } from '../database/profile.entity';\nexport const x = ProfileEntity;\n",
      },
    ],
    [
      'module-order',
      {
        'server/src/profiles/profiles.contracts.ts': 'export const P = 1;\n',
        'server/src/identity/x.handler.ts':
          "import { P } from '../profiles/profiles.contracts';\nexport const x = P;\n",
      },
    ],
    [
      'only-through-contracts',
      {
        'server/src/identity/database/account.repository.ts': 'export const A = 1;\n',
        'server/src/billing/x.handler.ts':
          "import { A } from '../identity/database/account.repository';\nexport const x = A;\n",
      },
    ],
    [
      'thin-controllers',
      {
        'server/src/billing/database/order.repository.ts': 'export class OrderRepository {}\n',
        'server/src/billing/commands/place-order/place-order.http.controller.ts':
          "import { OrderRepository } from '../../database/order.repository';\nexport const x = OrderRepository;\n",
      },
    ],
    [
      'thin-controllers',
      {
        'server/src/billing/commands/place-order/place-order.http.controller.ts':
          "import { DataSource } from 'typeorm';\nexport const x = DataSource;\n",
      },
    ],
    [
      'no-services-in-modules',
      {
        'server/src/shared/clock/clock.ts': 'export const CLOCK = 1;\n',
        'server/src/billing/orders/order.service.ts':
          "import { CLOCK } from '../../shared/clock/clock';\nexport const x = CLOCK;\n",
      },
    ],
    [
      'server-without-seeds',
      {
        'db/seeds/seed.ts': 'export const seed = 1;\n',
        'server/src/bootstrap/prepare-database.ts':
          "import { seed } from '../../../db/seeds/seed';\nexport const x = seed;\n",
      },
    ],
    [
      'shared-kernel-stays-below-modules',
      {
        'server/src/identity/identity.contracts.ts': 'export const I = 1;\n',
        'server/src/shared/http/x.ts':
          "import { I } from '../../identity/identity.contracts';\nexport const x = I;\n",
      },
    ],
  ])('fail on a planted violation of %s', (rule, files) => {
    const result = cruise(files);
    expect(result.status).not.toBe(0);
    expect(result.output).toContain(`error ${rule}`);
  });
});
