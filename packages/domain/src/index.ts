// The public API of @placement/domain: every rule of the spec that is not a screen.
// Each folder owns one family of rules and exposes it through its own index.
export * from './enums';
export * from './entities';
export * from './validation';
export * from './company';
export * from './roles';
export * from './status';
export * from './licence';
export * from './defaults';
export * from './display';
export * from './dates';
export * from './ids';
export * from './paste';
export * from './import';
export * from './cv-template';
export * from './environment';
