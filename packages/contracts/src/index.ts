export * from './route.js';
export * from './enums.js';
export * from './errors.js';
export * from './common.js';
export * from './settings.js';
export * from './user.js';
export * from './account.js';
export * from './profiles.js';
