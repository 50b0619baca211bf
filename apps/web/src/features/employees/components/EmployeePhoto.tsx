import styled from 'styled-components';
import { usePrivateImage } from '../../../app/files/usePrivateImage';

const Frame = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.hover};
  vertical-align: middle;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** An employee's face photo as a small round picture; an empty circle while loading or without a photo. */
export function EmployeePhoto({
  fileName,
  alt,
  size = 40,
}: {
  fileName?: string | null;
  alt: string;
  size?: number;
}) {
  const url = usePrivateImage(fileName);
  return <Frame $size={size}>{url && <img src={url} alt={alt} />}</Frame>;
}
