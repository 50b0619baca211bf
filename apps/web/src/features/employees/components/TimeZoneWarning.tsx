import styled from 'styled-components';
import { TIME_ZONE_NOTICE } from '@placement/domain';
import { TutorialLinks } from '../../../app/help/TutorialLinks';

const Warning = styled.section`
  max-width: 720px;
  margin: 24px auto;
  padding: 24px;
  border: 2px solid ${({ theme }) => theme.colors.error};
  border-radius: ${({ theme }) => theme.radius}px;
  p {
    margin: 0 0 12px;
  }
`;

/** Shown instead of the entry on a computer whose time zone would shift the days entered, in all three languages. */
export function TimeZoneWarning() {
  return (
    <Warning role="alert">
      <p lang="am">{TIME_ZONE_NOTICE.am}</p>
      <p lang="ar" dir="rtl">
        {TIME_ZONE_NOTICE.ar}
      </p>
      <p lang="en">{TIME_ZONE_NOTICE.en}</p>
      <TutorialLinks topic="timeZone" />
    </Warning>
  );
}
