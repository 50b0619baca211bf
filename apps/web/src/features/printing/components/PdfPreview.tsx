import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { PrintedFile } from './fetchPrintedFile';

const Frame = styled.iframe`
  width: 100%;
  height: min(75vh, 900px);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: #fff;
`;

/** A printed PDF shown in the page from the blob the browser holds (the CSP allows blob: frames). */
export function PdfPreview({ file, title }: { file: PrintedFile; title: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file.blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url ? <Frame src={url} title={title} /> : null;
}
