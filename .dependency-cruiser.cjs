/**
 * Module boundaries of the server (DESIGN.md §1-2, docs/architecture.md "Module order"), checked by
 * `npm run lint`, with no exceptions.
 */

/** Lowest first: a module may use the contracts of the modules before it, never of those after it. */
const ORDER = [
  'site',
  'identity',
  'profiles',
  'billing',
  'matching',
  'messaging',
  'notifications',
  'compliance',
  'admin',
  'views',
];
const modules = `(${ORDER.join('|')})`;

const moduleOrder = ORDER.slice(0, -1).map((module, index) => ({
  name: 'module-order',
  comment: `${module} sits below ${ORDER.slice(index + 1).join(', ')}: it learns about them through events only.`,
  severity: 'error',
  from: { path: `^server/src/${module}/` },
  to: { path: `^server/src/(${ORDER.slice(index + 1).join('|')})/` },
}));

module.exports = {
  forbidden: [
    {
      name: 'only-through-contracts',
      comment: 'A module may import another module only through its *.contracts.ts.',
      severity: 'error',
      from: { path: `^server/src/${modules}/` },
      to: {
        path: `^server/src/${modules}/`,
        pathNot: [`^server/src/$1/`, `^server/src/${modules}/[^/]+\\.contracts\\.ts$`],
      },
    },
    ...moduleOrder,
    {
      name: 'thin-controllers',
      comment:
        'A controller turns a DTO into a command or query and maps the answer: no TypeORM, repository, entity or database/ folder.',
      severity: 'error',
      from: { path: '\\.http\\.controller\\.ts$' },
      to: {
        path: [
          '(^|/)database/',
          '\\.repository\\.ts$',
          '\\.entity\\.ts$',
          '(^|/)node_modules/(@nestjs/)?typeorm/',
          '^(@nestjs/)?typeorm$',
        ],
      },
    },
    {
      name: 'sql-in-database',
      comment:
        "A module's SQL sits in its database/ folder: repositories with typed rows. Elsewhere no TypeORM and no entity at run time; a type-only import (the EntityManager an outbox delivery hands on to database/) is fine.",
      severity: 'error',
      from: {
        path: `^server/src/${modules}/`,
        // notifications keeps one sub-module per part (push/, mail/, …), each with its own database/.
        pathNot: [
          `^server/src/${modules}/database/`,
          '^server/src/notifications/[^/]+/database/',
          // compliance's data export is a sub-module with its own database/ as well.
          '^server/src/compliance/[^/]+/database/',
          '\\.(spec|module)\\.ts$',
        ],
      },
      to: {
        path: ['(^|/)node_modules/(@nestjs/)?typeorm/', '^(@nestjs/)?typeorm$', '\\.entity\\.ts$'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'no-services-in-modules',
      comment: 'Use cases are command and query handlers (*.handler.ts), not *.service.ts (DESIGN.md §1).',
      severity: 'error',
      from: { path: `^server/src/${modules}/.+\\.service\\.ts$` },
      to: {},
    },
    {
      name: 'server-without-seeds',
      comment:
        'The demo seed is a command of its own (npm run db:seed), not part of the server it starts; the reference data in db/seeds/data/ is shared.',
      severity: 'error',
      from: { path: '^server/src/' },
      to: { path: '^db/seeds/', pathNot: '^db/seeds/data/' },
    },
    {
      name: 'shared-kernel-stays-below-modules',
      comment: 'The shared kernel must not depend on a module.',
      severity: 'error',
      from: { path: '^server/src/shared/' },
      to: { path: `^server/src/${modules}/` },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
  },
};
