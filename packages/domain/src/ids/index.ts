export * from './objectId';
export * from './recordId';
export * from './shortLink';
export * from './shareLinks';
