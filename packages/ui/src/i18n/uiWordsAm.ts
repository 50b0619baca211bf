import { validationTextAm } from '@placement/domain';
import { uiTextAm } from './uiTextAm';
import type { UiWords } from './uiWords';

export const uiWordsAm: UiWords = { text: uiTextAm, validation: validationTextAm };
