import { zhCN } from '../locale';
import { Glyph } from './glyphs';
import type { GlyphName } from './glyphs';
import { BRAND_COLOR } from '../../../lib/theme';

const t = zhCN.consultation.process;
const ROSE = BRAND_COLOR;
const STATIONS: readonly { x: number; glyph: GlyphName; accent: string; soft: string }[] = [
  { x: 70, glyph: 'bubbles', accent: '#3f8f76', soft: '#cbeadc' },
  { x: 200, glyph: 'dropper', accent: '#8456b8', soft: '#e2d4f3' },
  { x: 330, glyph: 'shield', accent: '#a87632', soft: '#f1dfbf' },
];

/** Process picture 1: cleanse, treat, protect, joined by a moving dashed line. */
export function ProcessCareArt() {
  return (
    <svg viewBox="0 0 400 220" role="img" aria-hidden="true" className="process-svg">
      <rect width="400" height="220" rx="20" fill="#fbf5f8" />
      <path
        d="M70 100H330"
        className="process-flow"
        stroke={ROSE}
        strokeWidth="4"
        strokeDasharray="10 10"
        fill="none"
      />
      {STATIONS.map((station, index) => (
        <g key={station.glyph} className={`process-station process-station-${index + 1}`}>
          <circle
            cx={station.x}
            cy="100"
            r="46"
            fill="#fff"
            stroke={station.soft}
            strokeWidth="6"
          />
          <g transform={`translate(${station.x - 26} 74) scale(0.8125)`}>
            <Glyph name={station.glyph} accent={station.accent} soft={station.soft} />
          </g>
          <text
            x={station.x}
            y="178"
            textAnchor="middle"
            fontSize="18"
            fontWeight="600"
            fill="#4a2a46"
          >
            {t.stations[index]}
          </text>
        </g>
      ))}
    </svg>
  );
}

/** Process picture 2: the skin improves from visit to visit (a rising curve that draws itself). */
export function ProcessProgressArt() {
  const points = [
    { x: 80, y: 160, dots: 6 },
    { x: 200, y: 130, dots: 3 },
    { x: 320, y: 94, dots: 0 },
  ];
  return (
    <svg viewBox="0 0 400 220" role="img" aria-hidden="true" className="process-svg">
      <rect width="400" height="220" rx="20" fill="#f6f3fc" />
      <path d="M40 176H368" stroke="#dcd3ea" strokeWidth="3" strokeLinecap="round" />
      <path
        d="M80 160C140 156 150 134 200 130S280 102 320 94"
        className="process-curve"
        pathLength={1}
        stroke={ROSE}
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
      {points.map((point, index) => (
        <g key={point.x}>
          <circle cx={point.x} cy={point.y} r="9" fill="#fff" stroke={ROSE} strokeWidth="4" />
          <g transform={`translate(${point.x - 22} 14)`}>
            <circle cx="22" cy="22" r="22" fill="#f7dccf" />
            {Array.from({ length: point.dots }, (_, dot) => (
              <circle
                key={dot}
                cx={12 + (dot % 3) * 10}
                cy={dot < 3 ? 16 : 28}
                r="3"
                fill="#d79a84"
              />
            ))}
            {index === 2 && (
              <path
                d="M14 14a12 12 0 0 1 12-6"
                stroke="#fff"
                strokeWidth="3"
                fill="none"
                strokeLinecap="round"
              />
            )}
          </g>
          <text x={point.x} y="202" textAnchor="middle" fontSize="16" fill="#6b5672">
            {t.visits[index]}
          </text>
        </g>
      ))}
    </svg>
  );
}
