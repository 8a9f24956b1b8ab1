export * from './messages';
export * from './photo-quality';
export * from './pair-quality';
export * from './check-quality';
