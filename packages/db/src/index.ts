export * from './client.js';
export * from './prepared.js';
export { NamedStatementClient, statementNamer } from './named-statements.js';
export * from './ledger.js';
export * as schema from './schema/index.js';
export * from './schema/index.js';
export * from './seed/reference.js';
export * from './seed/demo.js';
