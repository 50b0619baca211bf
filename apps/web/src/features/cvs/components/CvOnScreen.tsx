import { settingsForCompany } from '@placement/domain';
import { CV_PAGE_SIZE, CvPreview } from '@placement/cv-templates';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CvEmployeeResult, SharedCvResult } from '../api/cvOperations';
import { useCvPhotos, usePrivatePicture, type PhotoSource } from './photoUrls';

/**
 * The CV as it prints: the same packages/cv-templates component the render service draws, with the sending
 * company's template and colours, scaled to the width it is given.
 */
export function CvOnScreen({
  employee,
  source,
}: {
  employee: CvEmployeeResult | SharedCvResult;
  source: PhotoSource;
}) {
  const withPhotos = useCvPhotos(employee, source);
  const settings = useMemo(() => settingsForCompany(employee.owner), [employee.owner]);
  // The company's header is a private file like the photos: shown from a blob URL, as the printed CV shows it.
  const headerUrl = usePrivatePicture(employee.owner?.header, source);
  const agency = useMemo(
    () => (employee.owner ? { ...employee.owner, header: headerUrl } : employee.owner),
    [employee.owner, headerUrl],
  );
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  // The first width is read before the browser paints, so the CV is drawn in the same frame as the page
  // (waiting for the observer's first report cost a frame); the observer follows later resizes.
  useLayoutEffect(() => {
    setWidth(Math.floor(frame.current?.getBoundingClientRect().width ?? 0));
  }, []);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = Math.min(1, width / CV_PAGE_SIZE.width);
  return (
    <div ref={frame} data-testid="cv-on-screen" style={{ width: '100%' }}>
      {withPhotos && width > 0 && (
        <CvPreview employee={withPhotos} agency={agency} settings={settings} scale={scale} gap={12} />
      )}
    </div>
  );
}
