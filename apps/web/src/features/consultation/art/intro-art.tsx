import { useId } from 'react';
import { svgId } from './palette';
import { BRAND_COLOR } from '../../../lib/theme';

const ROSE = BRAND_COLOR;
const PLUM = '#8f4fb8';

function Backdrop({ id }: { id: string }) {
  return (
    <>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fdeef4" />
          <stop offset="1" stopColor="#ece6fb" />
        </linearGradient>
      </defs>
      <rect width="400" height="260" rx="20" fill={`url(#${id})`} />
      <circle cx="360" cy="36" r="54" fill="#fff" opacity="0.45" />
      <circle cx="40" cy="232" r="46" fill="#fff" opacity="0.4" />
    </>
  );
}

/** Introduction picture 1: the microscope looks closely at a patch of skin. */
export function IntroMicroscopeArt() {
  const id = useId();
  const bg = svgId(id, 'intro-bg');
  const lens = svgId(id, 'intro-lens');
  return (
    <svg viewBox="0 0 400 260" role="img" aria-hidden="true" className="intro-svg">
      <Backdrop id={bg} />
      <defs>
        <clipPath id={lens}>
          <circle cx="160" cy="122" r="76" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${lens})`}>
        <rect x="80" y="40" width="160" height="170" fill="#f7dccf" />
        <path
          d="M80 80 150 60 240 92M80 140l70-30 90 40M80 196l80-40 80 30M150 60l0 50 10 46M200 76l-50 34 50 40 0 46"
          fill="none"
          stroke="#e9b9a4"
          strokeWidth="3"
        />
        {[
          [122, 92],
          [178, 104],
          [136, 150],
          [196, 158],
          [170, 70],
          [110, 178],
        ].map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r="4" fill="#d79a84" />
        ))}
        <path
          d="M108 72a70 70 0 0 1 60-24"
          stroke="#fff"
          strokeWidth="8"
          fill="none"
          opacity="0.7"
          strokeLinecap="round"
        />
      </g>
      <circle cx="160" cy="122" r="76" fill="none" stroke={ROSE} strokeWidth="10" />
      <path d="M216 178 268 230" stroke={PLUM} strokeWidth="20" strokeLinecap="round" />
      <g transform="translate(280 70)">
        {[
          [0, 70, ROSE],
          [28, 46, PLUM],
          [56, 84, '#d48aa9'],
        ].map(([y, width, color]) => (
          <g key={String(y)} transform={`translate(0 ${String(y)})`}>
            <rect width="96" height="14" rx="7" fill="#fff" />
            <rect width={Number(width)} height="14" rx="7" fill={String(color)} opacity="0.8" />
          </g>
        ))}
      </g>
      <path
        d="M308 170c2 10 5 13 15 15-10 2-13 5-15 15-2-10-5-13-15-15 10-2 13-5 15-15Z"
        fill={ROSE}
        opacity="0.7"
      />
    </svg>
  );
}

/** Introduction picture 2: a short questionnaire becomes an eight-dimension analysis. */
export function IntroReportArt() {
  const bg = svgId(useId(), 'intro-report-bg');
  const axes = Array.from({ length: 8 }, (_, index) => (Math.PI * 2 * index) / 8 - Math.PI / 2);
  const point = (angle: number, radius: number) =>
    `${(290 + radius * Math.cos(angle)).toFixed(1)},${(130 + radius * Math.sin(angle)).toFixed(1)}`;
  const shape = [0.9, 0.6, 0.8, 0.5, 0.75, 0.95, 0.65, 0.85];
  return (
    <svg viewBox="0 0 400 260" role="img" aria-hidden="true" className="intro-svg">
      <Backdrop id={bg} />
      <rect x="40" y="36" width="150" height="190" rx="14" fill="#fff" />
      <rect x="82" y="26" width="66" height="20" rx="8" fill={PLUM} />
      {[0, 1, 2, 3].map((row) => (
        <g key={row} transform={`translate(60 ${70 + row * 38})`}>
          <circle cx="10" cy="10" r="10" fill={row < 3 ? ROSE : '#f1e4ec'} />
          {row < 3 && (
            <path
              d="M5 10l4 4 7-8"
              stroke="#fff"
              strokeWidth="2.5"
              fill="none"
              strokeLinecap="round"
            />
          )}
          <rect x="30" y="4" width={row % 2 ? 62 : 84} height="12" rx="6" fill="#f1e4ec" />
        </g>
      ))}
      <polygon points={axes.map((angle) => point(angle, 80)).join(' ')} fill="#fff" />
      <polygon
        points={axes.map((angle) => point(angle, 52)).join(' ')}
        fill="none"
        stroke="#ecdcec"
        strokeWidth="2"
      />
      {axes.map((angle) => (
        <line
          key={angle}
          x1="290"
          y1="130"
          x2={point(angle, 80).split(',')[0]}
          y2={point(angle, 80).split(',')[1]}
          stroke="#ecdcec"
          strokeWidth="2"
        />
      ))}
      <polygon
        points={axes.map((angle, index) => point(angle, 76 * (shape[index] ?? 0.5))).join(' ')}
        fill={ROSE}
        opacity="0.35"
        stroke={ROSE}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M196 130h20m-8-8 8 8-8 8"
        stroke={PLUM}
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
