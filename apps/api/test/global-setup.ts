import type { TestProject } from 'vitest/node';
import { prepareTemplate, type TestDatabaseSource } from '@dating/db/testing';

declare module 'vitest' {
  export interface ProvidedContext {
    dbSource: TestDatabaseSource;
  }
}

/** Migrates one template database for the whole run; each test file copies it. */
export default async function setup(project: TestProject) {
  const prepared = await prepareTemplate(process.env.DATABASE_URL);
  project.provide('dbSource', prepared.source);
  return () => prepared.teardown();
}
