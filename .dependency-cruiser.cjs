/** Module boundaries of the server (DESIGN.md §1-2): a module reaches another only through its contracts. */
const modules = '(identity|profiles|matching|messaging|billing|notifications|compliance|site|admin)';

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
