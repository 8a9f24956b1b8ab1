import { useEffect, useState } from 'react';
import { zhCN } from '../locale';

const QR_SIZE = 200;

/**
 * The link as a QR code for the customer's phone camera: `qrcode` draws it as SVG, shown as a
 * data URL (sharp in print, no canvas needed). The library loads with this dialog only.
 */
export function ReportLinkQr({ url }: { url: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('qrcode')
      .then(({ toString }) =>
        toString(url, { type: 'svg', margin: 1, width: QR_SIZE, errorCorrectionLevel: 'M' }),
      )
      .then((svg) => {
        if (!cancelled) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      });
    return () => {
      cancelled = true;
    };
  }, [url]);
  return (
    <div className="customers-report-qr" style={{ width: QR_SIZE, height: QR_SIZE }}>
      {src && (
        <img
          src={src}
          width={QR_SIZE}
          height={QR_SIZE}
          alt={zhCN.customers.reportLinks.qrLabel}
          data-url={url}
        />
      )}
    </div>
  );
}
