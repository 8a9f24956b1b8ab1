import './locale';
export * from './auth';
export * from './envelope';
export * from './enums';
export * from './errors';
export * from './fields';
export * from './system';
