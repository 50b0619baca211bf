export * from './theme/Theme';
export * from './theme/palette';
export * from './theme/makeTheme';
export * from './theme/fontFamilyFor';
export * from './theme/UiProvider';
export * from './i18n/uiText';
