import { validationTextAr } from '@placement/domain';
import { uiTextSignedInAr } from './uiTextSignedInAr';
import { uiTextSignedOutAr } from './uiTextAr';
import type { UiWords } from './uiWords';

export const uiWordsAr: UiWords = {
  text: { ...uiTextSignedOutAr, ...uiTextSignedInAr },
  validation: validationTextAr,
};
