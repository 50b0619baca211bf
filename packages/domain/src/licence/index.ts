export * from './licenceMessages';
export * from './licencePolicy';
export * from './footerBanner';
