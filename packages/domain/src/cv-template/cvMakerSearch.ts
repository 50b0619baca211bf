import { maxLengthMessage, minLengthMessage } from '../validation/messages';
import { requiredText } from '../validation/textRules';

// The CV maker's company search (spec 02 §2.4, §7, §9): it starts only with more than 2 characters and
// returns 10 companies (skip 0, take 10).
export const CV_MAKER_SEARCH_MIN_LENGTH = 3;
/** As long as a company name may be: a longer text matches nothing. */
export const CV_MAKER_SEARCH_MAX_LENGTH = 128;
export const CV_MAKER_SEARCH_RESULTS = 10;

export const cvMakerSearchSchema = requiredText({
  min: CV_MAKER_SEARCH_MIN_LENGTH,
  max: CV_MAKER_SEARCH_MAX_LENGTH,
  minMessage: minLengthMessage(CV_MAKER_SEARCH_MIN_LENGTH),
  maxMessage: maxLengthMessage(CV_MAKER_SEARCH_MAX_LENGTH),
});

/** Whether a typed text is long enough for the search to run (the box stays quiet until then). */
export function isCvMakerSearchReady(text: string): boolean {
  return cvMakerSearchSchema.safeParse(text).success;
}
