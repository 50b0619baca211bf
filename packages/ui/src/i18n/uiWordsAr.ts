import { validationTextAr } from '@placement/domain';
import { uiTextAr } from './uiTextAr';
import type { UiWords } from './uiWords';

export const uiWordsAr: UiWords = { text: uiTextAr, validation: validationTextAr };
