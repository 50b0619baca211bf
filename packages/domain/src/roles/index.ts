export * from './roleNames';
