import type { CSSProperties } from 'react';
import type { Cv } from '../CvContext';
import { Photo } from '../parts/Photo';
import { fitLength } from '../style/fitLength';
import { frame } from '../style/cvStyle';

export interface CvPhotoProps {
  cv: Cv;
  kind: 'face' | 'stand';
  /** The room the layout gives the photo; the template's face or stand size is fitted into it. */
  width: number;
  height: number;
  /** Fill the whole box whatever the size settings say (a layout whose design is the photo itself). */
  fill?: boolean;
  radius?: number | string;
  /** How much of the template's border width the photo frame takes (0 for none). */
  frameScale?: number;
  border?: CSSProperties;
  /** Where a photo of another shape than the box sits, and what shows around it (see Photo). */
  align?: 'centre' | 'top';
  background?: string;
}

/**
 * The employee's face or stand photo at the template's size (px values are kept up to the room the layout
 * has, percentages are of that room), frame and shadow, or a drawn stand-in.
 */
export function CvPhoto({
  cv,
  kind,
  width,
  height,
  fill = false,
  radius,
  frameScale = 1,
  border,
  align,
  background = '#eef1f4',
}: CvPhotoProps) {
  const { s } = cv;
  const face = kind === 'face';
  return (
    <Photo
      src={face ? cv.employee.facePhoto : cv.employee.standPhoto}
      width={fill ? width : fitLength(face ? s.faceWidth : s.standWidth, width)}
      height={fill ? height : fitLength(face ? s.faceHeight : s.standHeight, height)}
      radius={radius ?? s.borderRadius}
      shadow={s.photoShadow}
      border={border ?? (frameScale > 0 ? frame(s, frameScale) : {})}
      tint="#9aa3ad"
      background={background}
      label={cv.t('noPhoto')}
      align={align}
    />
  );
}
