import { palette } from '../../../styles/palette';

export default `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675" width="1200" height="675">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.brand500}"/><stop offset="1" stop-color="${palette.brand900}"/></linearGradient></defs>
  <rect width="1200" height="675" fill="url(#bg)"/>
  <rect x="150" y="110" width="900" height="455" rx="30" fill="${palette.brand950}" opacity="0.55"/>
  <circle cx="880" cy="220" r="60" fill="${palette.accent400}"/>
  <path d="M150 470l230-170 170 120 150-110 350 230v25H150z" fill="${palette.brand700}"/>
  <circle cx="420" cy="300" r="60" fill="${palette.brand50}"/>
  <rect x="370" y="355" width="100" height="110" rx="40" fill="${palette.brand50}"/>
  <rect x="220" y="420" width="760" height="120" rx="24" fill="${palette.white}"/>
  <rect x="260" y="455" width="260" height="20" rx="10" fill="${palette.brand600}"/>
  <rect x="260" y="492" width="520" height="16" rx="8" fill="${palette.slate300}"/>
</svg>
`;
