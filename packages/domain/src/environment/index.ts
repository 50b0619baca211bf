export * from './readEnvironment';
