import { validationTextAm } from '@placement/domain';
import { uiTextSignedInAm } from './uiTextSignedInAm';
import { uiTextSignedOutAm } from './uiTextAm';
import type { UiWords } from './uiWords';

export const uiWordsAm: UiWords = {
  text: { ...uiTextSignedOutAm, ...uiTextSignedInAm },
  validation: validationTextAm,
};
