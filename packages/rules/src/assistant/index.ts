export * from './markup';
export * from './offensive-name';
