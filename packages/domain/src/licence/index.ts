export * from './licenceMessages';
export * from './licencePolicy';
export * from './licenceCheckApplies';
export * from './footerBanner';
export * from './licenceTerms';
