/** The 肤镜 mark: a lens over skin. Decorative, so hidden from screen readers. */
export function BrandMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="brand-mark-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#d46b94" />
          <stop offset="1" stopColor="#8f4fb8" />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="30" fill="url(#brand-mark-gradient)" />
      <circle cx="32" cy="32" r="17" fill="none" stroke="#fff" strokeWidth="5" />
      <circle cx="32" cy="32" r="6" fill="#fff" />
    </svg>
  );
}
