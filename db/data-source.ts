import { DataSource, type DataSourceOptions } from 'typeorm';
import { migrations } from './migrations';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/kindred';

/** Options shared by the server, the CLI scripts and the tests. Schema changes come only from migrations. */
export function dataSourceOptions(
  url: string = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL,
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    synchronize: false,
    migrationsRun: false,
    migrations,
    migrationsTableName: 'schema_migrations',
    entities: [],
  };
}

export function createDataSource(url?: string): DataSource {
  return new DataSource(dataSourceOptions(url));
}
