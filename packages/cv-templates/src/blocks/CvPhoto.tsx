import type { CSSProperties } from 'react';
import type { Cv } from '../CvContext';
import { Photo } from '../parts/Photo';
import { frame } from '../style/cvStyle';

export interface CvPhotoProps {
  cv: Cv;
  kind: 'face' | 'stand';
  /** Box size; the template's face or stand size when omitted. */
  width?: number | string;
  height?: number | string;
  radius?: number | string;
  /** How much of the template's border width the photo frame takes (0 for none). */
  frameScale?: number;
  border?: CSSProperties;
}

/** The employee's face or stand photo at the template's size, frame and shadow, or a drawn stand-in. */
export function CvPhoto({ cv, kind, width, height, radius, frameScale = 1, border }: CvPhotoProps) {
  const { s } = cv;
  const face = kind === 'face';
  return (
    <Photo
      src={face ? cv.employee.facePhoto : cv.employee.standPhoto}
      width={width ?? (face ? s.faceWidth : s.standWidth)}
      height={height ?? (face ? s.faceHeight : s.standHeight)}
      radius={radius ?? s.borderRadius}
      shadow={s.photoShadow}
      border={border ?? (frameScale > 0 ? frame(s, frameScale) : {})}
      tint="#9aa3ad"
      background="#eef1f4"
      label={cv.t('noPhoto')}
    />
  );
}
