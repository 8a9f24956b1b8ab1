import { useId } from 'react';
import { BRAND_COLOR } from '../../../lib/theme';

/** Our own artwork (DECISIONS "Consultation content": pictures are ours, never copied). */

const ROSE = BRAND_COLOR;
const SKIN = '#f6dccb';
const LINE = '#d9a590';

function safeId(reactId: string, name: string): string {
  return `${name}-${reactId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

// Furrows of healthy skin cross in small, even diamonds and triangles (the "skin microrelief").
const FURROWS = [
  'M-10 40 330 10',
  'M-10 100 330 62',
  'M-10 160 330 118',
  'M-10 222 330 176',
  'M-10 280 330 236',
  'M20 -10 90 250',
  'M110 -10 170 250',
  'M200 -10 250 250',
  'M290 -10 330 150',
  'M-10 150 120 -10',
  'M40 250 250 -10',
  'M160 250 330 40',
];

const PORES = [
  [52, 58],
  [137, 50],
  [226, 38],
  [80, 120],
  [170, 108],
  [258, 96],
  [116, 176],
  [206, 164],
  [290, 150],
  [60, 210],
  [150, 226],
  [240, 206],
];

/** picture/index reference: healthy skin at microscope scale, fine even furrows, small pores. */
export function SkinTextureArt({ label }: { label: string }) {
  const id = useId();
  const tone = safeId(id, 'tone');
  const glow = safeId(id, 'glow');
  return (
    <svg viewBox="0 0 320 240" role="img" aria-label={label} className="capture-art">
      <defs>
        <radialGradient id={tone} cx="0.45" cy="0.4" r="0.8">
          <stop offset="0" stopColor="#fbe7da" />
          <stop offset="1" stopColor="#efc9b4" />
        </radialGradient>
        <radialGradient id={glow} cx="0.5" cy="0.5" r="0.6">
          <stop offset="0.6" stopColor="#000" stopOpacity="0" />
          <stop offset="1" stopColor="#5a2a2a" stopOpacity="0.25" />
        </radialGradient>
      </defs>
      <rect width="320" height="240" fill={`url(#${tone})`} />
      <g stroke={LINE} strokeWidth="2.4" strokeLinecap="round" opacity="0.75" fill="none">
        {FURROWS.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      <g fill="#d49880" opacity="0.8">
        {PORES.map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r="3.2" />
        ))}
      </g>
      <rect width="320" height="240" fill={`url(#${glow})`} />
    </svg>
  );
}

/**
 * picture/step/three demo: a face seen from the front (its right side on the viewer's left).
 * The vertical line through the outer corner of the eye meets the horizontal line through the
 * centre of the ear on the cheekbone: the locating point.
 */
export function CheekboneLocatingArt({ label }: { label: string }) {
  const eyeCorner = 104;
  const earCentre = 166;
  return (
    <svg viewBox="0 0 320 300" role="img" aria-label={label} className="capture-art">
      <rect width="320" height="300" rx="16" fill="#fbf3f7" />
      {/* ears */}
      <ellipse
        cx="74"
        cy={earCentre}
        rx="13"
        ry="25"
        fill={SKIN}
        stroke="#c98f7a"
        strokeWidth="2"
      />
      <ellipse
        cx="246"
        cy={earCentre}
        rx="13"
        ry="25"
        fill={SKIN}
        stroke="#c98f7a"
        strokeWidth="2"
      />
      {/* neck and face */}
      <path d="M128 250v40h64v-40" fill={SKIN} stroke="#c98f7a" strokeWidth="2" />
      <ellipse cx="160" cy="160" rx="86" ry="110" fill={SKIN} stroke="#c98f7a" strokeWidth="2" />
      {/* hair */}
      <path
        d="M74 150c-6-70 36-112 86-112s94 40 86 112c-8-34-24-58-44-70-30 18-72 24-112 20-8 14-14 32-16 50Z"
        fill="#5b3a45"
      />
      {/* brows, eyes, nose, mouth */}
      <g stroke="#6b4450" strokeWidth="3" strokeLinecap="round" fill="none">
        <path d="M100 118q22-10 42 0M178 118q20-10 42 0" />
      </g>
      <g fill="#fff" stroke="#6b4450" strokeWidth="2">
        <path d={`M${eyeCorner} 138q18-14 38 0q-18 12-38 0Z`} />
        <path d="M178 138q18-14 38 0q-18 12-38 0Z" />
      </g>
      <circle cx="124" cy="138" r="5" fill="#4a2c36" />
      <circle cx="196" cy="138" r="5" fill="#4a2c36" />
      <path
        d="M160 146v32q-8 6-14 2M160 178q8 6 14 2"
        stroke="#c98f7a"
        strokeWidth="2.4"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M138 212q22 14 44 0"
        stroke="#c25b7a"
        strokeWidth="4"
        strokeLinecap="round"
        fill="none"
      />
      {/* locating lines */}
      <g stroke={ROSE} strokeWidth="2" strokeDasharray="6 5">
        <line x1={eyeCorner} y1="112" x2={eyeCorner} y2="236" />
        <line x1="48" y1={earCentre} x2="176" y2={earCentre} />
      </g>
      <circle cx={eyeCorner} cy={earCentre} r="15" fill={ROSE} opacity="0.18" />
      <circle cx={eyeCorner} cy={earCentre} r="7" fill={ROSE} stroke="#fff" strokeWidth="2.5" />
    </svg>
  );
}
