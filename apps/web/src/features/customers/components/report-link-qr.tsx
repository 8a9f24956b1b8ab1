import { QRCode } from 'antd';

const QR_SIZE = 200;

/**
 * The link as a QR code for the customer's phone camera: antd's own QRCode, drawn as SVG (sharp
 * in print, no canvas needed; issue 30 #2 replaced the `qrcode` package with it).
 */
export function ReportLinkQr({ url, label }: { url: string; label: string }) {
  // antd drops unknown attributes: the wrapper says what the code encodes (the tests read it).
  return (
    <div className="customers-report-qr-frame" data-url={url}>
      <QRCode
        className="customers-report-qr"
        value={url}
        type="svg"
        size={QR_SIZE}
        errorLevel="M"
        role="img"
        aria-label={label}
      />
    </div>
  );
}
