export * from './enums.js';
export * from './users.js';
export * from './profiles.js';
export * from './reference.js';
export * from './discounts.js';
export * from './social.js';
export * from './likes.js';
export * from './chat.js';
