import { palette } from '../../../styles/palette';

export default `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675" width="1200" height="675">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.brand600}"/><stop offset="1" stop-color="${palette.brand900}"/></linearGradient></defs>
  <rect width="1200" height="675" fill="url(#bg)"/>
  <circle cx="960" cy="140" r="90" fill="${palette.accent400}" opacity="0.9"/>
  <rect x="180" y="170" width="620" height="340" rx="28" fill="${palette.white}"/>
  <rect x="230" y="225" width="300" height="26" rx="13" fill="${palette.brand600}"/>
  <rect x="230" y="280" width="500" height="16" rx="8" fill="${palette.brand200}"/>
  <rect x="230" y="312" width="460" height="16" rx="8" fill="${palette.brand200}"/>
  <rect x="230" y="344" width="400" height="16" rx="8" fill="${palette.brand200}"/>
  <rect x="230" y="410" width="150" height="54" rx="27" fill="${palette.accent400}"/>
  <path d="M880 420l90-150 90 150z" fill="${palette.brand400}"/>
  <circle cx="970" cy="500" r="40" fill="${palette.white}" opacity="0.25"/>
</svg>
`;
