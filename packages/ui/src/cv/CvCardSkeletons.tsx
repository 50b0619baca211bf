import styled, { keyframes } from 'styled-components';
import { useUiText } from '../theme/UiProvider';

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

const Placeholder = styled.div`
  display: flex;
  gap: 12px;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius * 2}px;
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  span {
    display: block;
    border-radius: ${({ theme }) => theme.radius}px;
    background: ${({ theme }) => theme.colors.skeleton};
    animation: ${pulse} 1.5s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    span {
      animation: none;
    }
  }
`;

/** Skeletons shown while a CV list loads (spec 02 §2.1: 10 placeholders). */
export const CV_SKELETON_COUNT = 10;

// Card-shaped placeholders in the grid the cards will fill, announced once as loading.
export function CvCardSkeletons({ count = CV_SKELETON_COUNT }: { count?: number }) {
  const text = useUiText();
  return (
    <>
      <span
        role="status"
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {text.loading}
      </span>
      {Array.from({ length: count }, (_, index) => (
        <Placeholder key={index} aria-hidden data-testid="cv-skeleton">
          <span style={{ width: 96, height: 120, flex: 'none' }} />
          <div style={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 8 }}>
            <span style={{ height: 18, width: '60%' }} />
            <span style={{ height: 12, width: '80%' }} />
            <span style={{ height: 12, width: '70%' }} />
            <span style={{ height: 12, width: '50%' }} />
          </div>
        </Placeholder>
      ))}
    </>
  );
}
