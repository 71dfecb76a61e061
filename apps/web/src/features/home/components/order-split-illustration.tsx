/**
 * Decorative picture of the product promise: one order (left) split into one part per
 * wholesaler (right). Purely visual, hidden from assistive technology.
 */
const wholesalers = [
  { y: 40, colour: '#C2603A' },
  { y: 150, colour: '#7A8B3A' },
  { y: 260, colour: '#D9A22A' },
];

export function OrderSplitIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 460 380" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false">
      <circle cx="250" cy="190" r="176" fill="#ffffff" fillOpacity="0.06" />
      <circle cx="250" cy="190" r="120" fill="#ffffff" fillOpacity="0.05" />

      {wholesalers.map(({ y }) => (
        <path
          key={`link-${y}`}
          d={`M196 190 C 250 190, 244 ${y + 35}, 296 ${y + 35}`}
          fill="none"
          stroke="#F6EEDF"
          strokeOpacity="0.6"
          strokeWidth="3"
          strokeDasharray="2 9"
          strokeLinecap="round"
        />
      ))}

      <rect x="28" y="92" width="168" height="200" rx="20" fill="#0B2A2B" fillOpacity="0.35" transform="translate(6 10)" />
      <rect x="28" y="92" width="168" height="200" rx="20" fill="#FDFAF4" />
      <circle cx="66" cy="132" r="22" fill="#1F5C5C" />
      <path
        d="M54 124h3l3 13a2 2 0 0 0 2 1.5h10a2 2 0 0 0 2-1.4l2-8.1H59"
        fill="none"
        stroke="#FDFAF4"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="63" cy="143" r="1.8" fill="#FDFAF4" />
      <circle cx="72" cy="143" r="1.8" fill="#FDFAF4" />
      <rect x="98" y="122" width="74" height="9" rx="4.5" fill="#E3D0B0" />
      <rect x="98" y="137" width="48" height="7" rx="3.5" fill="#EEDFC4" />
      {wholesalers.map(({ colour }, index) => (
        <g key={`line-${colour}`} transform={`translate(0 ${index * 30})`}>
          <circle cx="54" cy="184" r="7" fill={colour} />
          <rect x="70" y="180" width="70" height="8" rx="4" fill="#E3D0B0" />
          <rect x="150" y="180" width="26" height="8" rx="4" fill="#C9B28C" />
        </g>
      ))}
      <rect x="44" y="260" width="136" height="18" rx="9" fill="#A44A2A" />
      <rect x="60" y="266" width="56" height="6" rx="3" fill="#F6D9C9" />
      <rect x="146" y="266" width="22" height="6" rx="3" fill="#FDFAF4" />

      <g transform="rotate(-12 180 82)">
        <path d="M150 66h46l12 16-12 16h-46z" fill="#D9A22A" />
        <circle cx="194" cy="82" r="4" fill="#FDFAF4" />
        <rect x="158" y="78" width="26" height="8" rx="4" fill="#FDFAF4" fillOpacity="0.85" />
      </g>

      {wholesalers.map(({ y, colour }) => (
        <g key={`tile-${y}`}>
          <rect x="296" y={y} width="140" height="70" rx="16" fill="#0B2A2B" fillOpacity="0.3" transform="translate(4 7)" />
          <rect x="296" y={y} width="140" height="70" rx="16" fill="#FDFAF4" />
          <rect x="310" y={y + 13} width="44" height="44" rx="12" fill={colour} />
          <path
            d={`M320 ${y + 30}l12-6 12 6v14l-12 6-12-6z M320 ${y + 30}l12 6 12-6 M332 ${y + 36}v14`}
            fill="none"
            stroke="#FDFAF4"
            strokeWidth="2.4"
            strokeLinejoin="round"
          />
          <rect x="364" y={y + 22} width="56" height="8" rx="4" fill="#E3D0B0" />
          <rect x="364" y={y + 38} width="36" height="7" rx="3.5" fill="#EEDFC4" />
          <circle cx="432" cy={y + 4} r="12" fill="#7A8B3A" stroke="#1F5C5C" strokeWidth="3" />
          <path d={`M426 ${y + 4}l4 4 7-8`} fill="none" stroke="#FDFAF4" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
        </g>
      ))}
    </svg>
  );
}
