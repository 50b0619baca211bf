import type { ReactElement } from 'react';
import type { Cv } from './CvContext';
import type { TitleLook } from './blocks/CvLook';

/**
 * A layout draws the personal page; the continuation and passport pages are shared and take the layout's
 * heading look.
 */
export interface CvLayout {
  personalPage: (props: { cv: Cv }) => ReactElement;
  look: TitleLook;
}
