/** Original product mock-up: the no-code story editor with a phone preview of a scene. */
export function EditorIllustration({ className = '' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 560 440"
      width="560"
      height="440"
      aria-hidden="true"
      className={`h-auto w-full ${className}`}
    >
      <defs>
        <linearGradient id="ed-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#6d43fa" />
          <stop offset="1" stopColor="#2f1a7a" />
        </linearGradient>
        <filter id="ed-shadow" x="-10%" y="-10%" width="120%" height="130%">
          <feDropShadow dx="0" dy="12" stdDeviation="14" floodColor="#1b0f4a" floodOpacity="0.18" />
        </filter>
      </defs>
      <g filter="url(#ed-shadow)">
        <rect x="10" y="20" width="440" height="330" rx="18" fill="#fff" />
      </g>
      <rect x="10" y="20" width="440" height="40" rx="18" fill="#f3f1ff" />
      <rect x="10" y="44" width="440" height="16" fill="#f3f1ff" />
      <circle cx="34" cy="40" r="5" fill="#fca5a5" />
      <circle cx="52" cy="40" r="5" fill="#fcd34d" />
      <circle cx="70" cy="40" r="5" fill="#86efac" />
      <rect x="150" y="33" width="160" height="14" rx="7" fill="#e9e5ff" />
      <rect x="26" y="76" width="84" height="258" rx="10" fill="#f8fafc" />
      {[92, 118, 144, 170].map((y, i) => (
        <rect
          key={y}
          x="36"
          y={y}
          width={i === 1 ? 64 : 54}
          height="12"
          rx="6"
          fill={i === 1 ? '#b3a3ff' : '#e2e8f0'}
        />
      ))}
      <g fill="none" stroke="#b3a3ff" strokeWidth="2.5">
        <path d="M198 128c40 0 40 60 80 60" />
        <path d="M198 128c40 0 40-20 80-20" />
        <path d="M338 188c30 0 30 70 60 70" />
        <path d="M338 108c40 0 30 150 60 150" />
      </g>
      <g>
        <rect x="128" y="104" width="70" height="48" rx="10" fill="#5b2bef" />
        <rect x="140" y="118" width="46" height="7" rx="3.5" fill="#fff" opacity="0.9" />
        <rect x="140" y="131" width="30" height="7" rx="3.5" fill="#fff" opacity="0.6" />
        <rect
          x="278"
          y="86"
          width="60"
          height="44"
          rx="10"
          fill="#fff"
          stroke="#d4ccff"
          strokeWidth="2"
        />
        <rect x="289" y="100" width="38" height="6" rx="3" fill="#8d6fff" />
        <rect x="289" y="112" width="24" height="6" rx="3" fill="#d4ccff" />
        <rect
          x="278"
          y="166"
          width="60"
          height="44"
          rx="10"
          fill="#fff"
          stroke="#d4ccff"
          strokeWidth="2"
        />
        <rect x="289" y="180" width="38" height="6" rx="3" fill="#8d6fff" />
        <rect x="289" y="192" width="28" height="6" rx="3" fill="#d4ccff" />
        <rect x="398" y="236" width="44" height="44" rx="22" fill="#fbbf24" />
        <path
          d="M411 258l7 7 13-14"
          stroke="#fff"
          strokeWidth="4"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      <rect x="128" y="262" width="200" height="60" rx="12" fill="#f3f1ff" />
      <rect x="144" y="278" width="90" height="8" rx="4" fill="#8d6fff" />
      <rect x="144" y="294" width="150" height="8" rx="4" fill="#d4ccff" />
      <g filter="url(#ed-shadow)">
        <rect x="360" y="110" width="180" height="320" rx="28" fill="#1b0f4a" />
      </g>
      <rect x="372" y="124" width="156" height="292" rx="20" fill="url(#ed-sky)" />
      <circle cx="486" cy="170" r="22" fill="#fcd34d" opacity="0.9" />
      <path d="M372 300l40-40 36 30 30-24 50 44v106H372Z" fill="#3f1ca9" />
      <circle cx="428" cy="262" r="26" fill="#f3f1ff" />
      <rect x="404" y="286" width="48" height="50" rx="20" fill="#f3f1ff" />
      <rect x="384" y="318" width="132" height="60" rx="12" fill="#fff" />
      <rect x="396" y="332" width="84" height="7" rx="3.5" fill="#5b2bef" />
      <rect x="396" y="346" width="108" height="7" rx="3.5" fill="#cbd5e1" />
      <rect x="396" y="360" width="70" height="7" rx="3.5" fill="#cbd5e1" />
      <rect x="384" y="384" width="62" height="22" rx="11" fill="#fbbf24" />
      <rect x="454" y="384" width="62" height="22" rx="11" fill="#fff" opacity="0.85" />
    </svg>
  );
}
