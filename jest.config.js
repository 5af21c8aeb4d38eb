/**
 * Two projects: unit tests beside the code, API tests under test/api against real PostgreSQL and
 * Redis. NestJS 12 ships as ESM, which Jest on Node 20 cannot require: those packages are compiled
 * to CommonJS for the tests (see test/jest/import-meta-to-cjs.babel.js).
 */
const esmPackages = [
  '@nestjs',
  'connect-redis',
  'file-type',
  'strtok3',
  'token-types',
  'uint8array-extras',
  '@tokenizer',
];
const common = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/server/tsconfig.json' }],
    '^.+\\.m?js$': [
      'babel-jest',
      {
        babelrc: false,
        configFile: false,
        plugins: [
          require.resolve('./test/jest/import-meta-to-cjs.babel.js'),
          require.resolve('@babel/plugin-transform-modules-commonjs'),
          require.resolve('@babel/plugin-transform-dynamic-import'),
        ],
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
};

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      rootDir: __dirname,
      testMatch: [
        '<rootDir>/server/src/**/*.spec.ts',
        '<rootDir>/db/**/*.spec.ts',
        '<rootDir>/test/architecture/**/*.spec.ts',
      ],
    },
    {
      ...common,
      displayName: 'api',
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/api/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/jest/api-setup.ts'],
    },
  ],
};
