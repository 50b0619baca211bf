import { storedPreferences } from '../preferences/storedPreferences';
import { createI18n } from './createI18n';
import { Words } from './words';

/** The app's one i18next instance and its words, in the language this browser chose last. */
export const appWords = new Words(createI18n(storedPreferences.language()));
