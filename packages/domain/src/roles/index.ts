export * from './hasRole';
export * from './routeGuard';
export * from './menu';
export * from './topBarSearch';
export * from './roleLabels';
export * from './mayDeleteEmployee';
export * from './partnerEmployeeWrite';
export * from './effectiveRoles';
