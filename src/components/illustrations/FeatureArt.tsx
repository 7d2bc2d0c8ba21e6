/** Original abstract mock-ups, one per feature tab; decorative. */
export function FeatureArt({
  kind,
}: {
  kind: 'storytelling' | 'no-code' | 'branding' | 'metrics';
}) {
  return (
    <svg
      viewBox="0 0 400 280"
      width="400"
      height="280"
      aria-hidden="true"
      className="h-auto w-full rounded-2xl bg-brand-50"
    >
      {kind === 'storytelling' && (
        <g>
          <rect x="40" y="40" width="320" height="150" rx="16" fill="#2f1a7a" />
          <circle cx="300" cy="80" r="18" fill="#fcd34d" />
          <path d="M40 170l70-60 60 45 50-35 140 80v-10H40Z" fill="#4c1fd0" />
          <circle cx="130" cy="120" r="22" fill="#f3f1ff" />
          <rect x="112" y="140" width="36" height="40" rx="14" fill="#f3f1ff" />
          <rect x="60" y="176" width="280" height="64" rx="14" fill="#fff" />
          <rect x="78" y="192" width="120" height="9" rx="4.5" fill="#5b2bef" />
          <rect x="78" y="210" width="220" height="9" rx="4.5" fill="#cbd5e1" />
          <rect x="210" y="246" width="64" height="22" rx="11" fill="#fbbf24" />
          <rect x="282" y="246" width="64" height="22" rx="11" fill="#fff" stroke="#d4ccff" />
        </g>
      )}
      {kind === 'no-code' && (
        <g>
          <g fill="none" stroke="#8d6fff" strokeWidth="3">
            <path d="M120 90c50 0 50 50 100 50" />
            <path d="M120 90c50 0 50-30 100-30" />
            <path d="M280 140c30 0 30 60 60 60" />
          </g>
          <rect x="40" y="66" width="80" height="48" rx="12" fill="#5b2bef" />
          <rect
            x="220"
            y="36"
            width="60"
            height="48"
            rx="12"
            fill="#fff"
            stroke="#b3a3ff"
            strokeWidth="2"
          />
          <rect
            x="220"
            y="116"
            width="60"
            height="48"
            rx="12"
            fill="#fff"
            stroke="#b3a3ff"
            strokeWidth="2"
          />
          <rect x="300" y="176" width="60" height="48" rx="12" fill="#fbbf24" />
          <rect x="54" y="82" width="52" height="7" rx="3.5" fill="#fff" />
          <rect x="54" y="95" width="34" height="7" rx="3.5" fill="#d4ccff" />
          <path d="M150 220l16 36 6-14 14-6Z" fill="#1b0f4a" />
        </g>
      )}
      {kind === 'branding' && (
        <g>
          <rect x="50" y="40" width="190" height="200" rx="16" fill="#fff" />
          <rect x="50" y="40" width="190" height="44" rx="16" fill="#0f766e" />
          <rect x="50" y="70" width="190" height="14" fill="#0f766e" />
          <circle cx="78" cy="62" r="12" fill="#fff" />
          <rect x="72" y="106" width="146" height="60" rx="10" fill="#ccfbf1" />
          <rect x="72" y="180" width="100" height="10" rx="5" fill="#0f766e" />
          <rect x="72" y="200" width="140" height="10" rx="5" fill="#cbd5e1" />
          {['#5b2bef', '#0f766e', '#e11d48', '#f59e0b'].map((color, index) => (
            <circle
              key={color}
              cx="300"
              cy={70 + index * 46}
              r="16"
              fill={color}
              stroke="#fff"
              strokeWidth="4"
            />
          ))}
        </g>
      )}
      {kind === 'metrics' && (
        <g>
          <rect x="40" y="36" width="320" height="208" rx="16" fill="#fff" />
          {[60, 110, 90, 150, 130, 180].map((height, index) => (
            <rect
              key={index}
              x={70 + index * 44}
              y={214 - height}
              width="26"
              height={height}
              rx="6"
              fill={index === 5 ? '#5b2bef' : '#d4ccff'}
            />
          ))}
          <path
            d="M70 130l44-30 44 16 44-40 44 10 44-44"
            fill="none"
            stroke="#f59e0b"
            strokeWidth="4"
            strokeLinecap="round"
          />
          <rect x="62" y="52" width="90" height="10" rx="5" fill="#1b0f4a" />
        </g>
      )}
    </svg>
  );
}
