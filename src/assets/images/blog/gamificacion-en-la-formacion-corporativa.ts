import { palette } from '../../../styles/palette';

export default `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675" role="img" aria-label="">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.brand50}"/><stop offset="1" stop-color="${palette.brand100}"/></linearGradient>
  </defs>
  <rect width="1200" height="675" fill="url(#bg)"/>
  <circle cx="1040" cy="120" r="180" fill="${palette.brand200}" opacity=".6"/>
  <rect x="150" y="140" width="560" height="380" rx="28" fill="${palette.white}" stroke="${palette.brand200}" stroke-width="4"/>
  <rect x="190" y="185" width="220" height="22" rx="11" fill="${palette.brand600}"/>
  <rect x="190" y="230" width="420" height="14" rx="7" fill="${palette.slate300}"/>
  <rect x="190" y="260" width="360" height="14" rx="7" fill="${palette.slate300}"/>
  <rect x="190" y="320" width="230" height="150" rx="18" fill="${palette.brand50}"/>
  <path d="M250 360v70l60-35z" fill="${palette.brand600}"/>
  <rect x="450" y="320" width="220" height="60" rx="16" fill="${palette.brand600}"/>
  <rect x="450" y="400" width="220" height="60" rx="16" fill="${palette.white}" stroke="${palette.brand300}" stroke-width="4"/>
  <g transform="translate(790 250)">
    <circle cx="120" cy="120" r="120" fill="${palette.accent400}"/>
    <path d="M120 50l22 45 50 7-36 35 9 50-45-24-45 24 9-50-36-35 50-7z" fill="${palette.white}"/>
  </g>
  <rect x="780" y="540" width="300" height="26" rx="13" fill="${palette.white}"/>
  <rect x="780" y="540" width="210" height="26" rx="13" fill="${palette.accent500}"/>
</svg>
`;
