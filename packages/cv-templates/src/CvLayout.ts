import type { ReactElement } from 'react';
import type { Cv } from './CvContext';

/** A layout draws the personal page; the passport page is shared and only takes the layout's heading look. */
export interface CvLayout {
  personalPage: (props: { cv: Cv }) => ReactElement;
  passportPage: (props: { cv: Cv }) => ReactElement;
}
