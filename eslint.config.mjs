import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder under web/src/features is a feature that may not import another one.
const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'var/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts', 'db/**/*.ts'],
    rules: {
      // Nest reads constructor parameter types at run time: injected classes must stay value imports.
      '@typescript-eslint/consistent-type-imports': 'off',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'class-validator',
              importNames: ['IsOptional'],
              message:
                'IsOptional lets null through to the handler: use Omittable (shared/http/omittable.decorator).',
            },
          ],
        },
      ],
    },
  },
  {
    // A module's SQL sits in its database/ (docs/architecture.md). dependency-cruiser refuses TypeORM and
    // entities elsewhere; this catches SQL run through an EntityManager or DataSource that was handed in.
    files: ['server/src/*/**/*.ts'],
    ignores: [
      'server/src/*/database/**',
      // notifications keeps one sub-module per part (push/, mail/, …), each with its own database/.
      'server/src/notifications/*/database/**',
      // compliance's data export is a sub-module with its own database/ as well.
      'server/src/compliance/*/database/**',
      'server/src/shared/**',
      'server/src/bootstrap/**',
      '**/*.spec.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(query|createQueryBuilder|insert|update|upsert|delete|save|remove|find|findBy|findOne|findOneBy|count|countBy|exists|existsBy|increment|decrement)$/]:matches([callee.object.name=/^(manager|dataSource|entityManager)$/], [callee.object.property.name=/^(manager|dataSource|entityManager)$/])',
          message: "SQL belongs in the module's database/ folder: call a repository or a database/ function.",
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'admin/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': 'error',
      // Features never import each other (DESIGN.md §1): shared pieces move to components/ or lib/.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: features.map((feature) => ({
            target: `./web/src/features/${feature}`,
            from: './web/src/features',
            except: [`./${feature}`],
          })),
        },
      ],
    },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
  },
  {
    files: ['test/**/*.ts', '**/*.spec.ts', '**/*.test.ts', '**/*.test.tsx'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  prettier,
);
