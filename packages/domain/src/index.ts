export * from './consultation-steps';
